/**
 * The three animated scenes of the home page's banner videos. Each `install` runs in the page (Playwright
 * serialises it, so it must not close over anything), fills `#stage` and sets `window.renderAt(t)`, which draws
 * the scene at `t` seconds: frames are pure functions of time, so every run makes the same clip.
 */

export type Language = 'en' | 'zh';

export interface Scene {
  id: 'asset-mapping' | 'session-terminal' | 'vulnerability-scanning';
  seconds: number;
  /** when the poster frame is taken */
  posterAt: number;
  title: Record<Language, string>;
  labels: Record<Language, Record<string, string>>;
  install: (labels: Record<string, string>) => void;
}

declare global {
  interface Window {
    renderAt: (t: number) => void;
  }
}

const assetMapping: Scene = {
  id: 'asset-mapping',
  seconds: 6.4,
  posterAt: 6,
  title: { en: 'Asset mapping', zh: '资产测绘' },
  labels: {
    en: { target: 'Target', mapping: 'Mapping', done: 'Done', hosts: 'Hosts', ports: 'Open ports', services: 'Services', found: 'Discovered', web: 'Web', db: 'Database', remote: 'Remote access', device: 'Devices' },
    zh: { target: '目标', mapping: '测绘中', done: '完成', hosts: '主机', ports: '开放端口', services: '服务', found: '新发现', web: 'Web', db: '数据库', remote: '远程管理', device: '设备' },
  },
  install: (L) => {
    const colors: Record<string, string> = { web: '#38bdf8', db: '#a78bfa', remote: '#35d0ba', device: '#fbbf24' };
    const hubs = [
      { name: '10.20.1.0/24', x: 170, y: 130 },
      { name: '10.20.2.0/24', x: 440, y: 120 },
      { name: '10.20.3.0/24', x: 330, y: 300 },
    ];
    const hosts = [
      ['10.20.1.15', '443 nginx', 'web', 0], ['10.20.1.32', '22 ssh', 'remote', 0], ['10.20.1.40', '8090 confluence', 'web', 0], ['10.20.1.41', '3306 mysql', 'db', 0],
      ['10.20.2.8', '3389 rdp', 'remote', 1], ['10.20.2.19', '6379 redis', 'db', 1], ['10.20.2.23', '80 iis', 'web', 1], ['10.20.2.30', '5432 postgres', 'db', 1],
      ['10.20.3.7', '554 rtsp', 'device', 2], ['10.20.3.12', '161 snmp', 'device', 2], ['10.20.3.20', '9200 elastic', 'db', 2], ['10.20.3.44', '8443 fortios', 'web', 2],
    ] as const;
    const stage = document.getElementById('stage')!;
    const placed = hosts.map(([ip, service, kind, hub], i) => {
      const angle = (i % 4) * (Math.PI / 2) + hub * 0.7 + 0.4;
      const h = hubs[hub];
      return { ip, service, kind, x: h.x + Math.cos(angle) * 92, y: h.y + Math.sin(angle) * 62, hub, start: 0.9 + i * 0.36 };
    });
    stage.innerHTML = `
      <div class="map">
        <div class="query"><span class="k">${L.target}</span><code>ip="10.20.0.0/16"</code><span id="state"></span></div>
        <svg width="600" height="390" viewBox="0 0 600 390">
          <g id="edges"></g><g id="nodes"></g>
        </svg>
        <div class="legend">${['web', 'db', 'remote', 'device'].map((k) => `<span><i style="background:${colors[k]}"></i>${L[k]}</span>`).join('')}</div>
      </div>
      <aside class="side">
        <div class="bar"><div id="progress"></div></div>
        <div class="counts">
          <div><b id="c-hosts">0</b><span>${L.hosts}</span></div>
          <div><b id="c-ports">0</b><span>${L.ports}</span></div>
          <div><b id="c-services">0</b><span>${L.services}</span></div>
        </div>
        <h4>${L.found}</h4>
        <ul id="found"></ul>
      </aside>
      <style>
        #stage { display: flex; gap: 18px; padding: 16px; }
        .map { position: relative; width: 600px; }
        .query { display: flex; align-items: center; gap: 10px; background: #0f2340; border: 1px solid #1e3a66; border-radius: 8px; padding: 8px 12px; font-size: 14px; }
        .query .k { color: #94a3b8; } .query code { color: #7dd3fc; font-family: 'DejaVu Sans Mono', monospace; flex: 1; }
        #state { color: #35d0ba; font-weight: 700; }
        .legend { display: flex; gap: 16px; font-size: 12px; color: #94a3b8; position: absolute; bottom: -2px; left: 4px; }
        .legend i { display: inline-block; width: 9px; height: 9px; border-radius: 50%; margin-right: 6px; }
        .side { flex: 1; display: flex; flex-direction: column; gap: 14px; }
        .bar { height: 6px; background: #13294d; border-radius: 3px; overflow: hidden; } #progress { height: 100%; background: linear-gradient(90deg, #1664ff, #35d0ba); }
        .counts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
        .counts div { background: #0f2340; border-radius: 8px; padding: 10px; } .counts b { display: block; font-size: 26px; color: #fff; } .counts span { font-size: 12px; color: #94a3b8; }
        h4 { margin: 4px 0 0; font-size: 13px; color: #94a3b8; font-weight: 600; }
        #found { list-style: none; margin: 0; padding: 0; font-family: 'DejaVu Sans Mono', monospace; font-size: 12.5px; }
        #found li { display: flex; justify-content: space-between; padding: 6px 8px; border-bottom: 1px solid #17305a; }
        #found li span:last-child { color: #94a3b8; }
      </style>`;
    const edges = document.getElementById('edges')!;
    const nodes = document.getElementById('nodes')!;
    const center = { x: 300, y: 200 };
    const svg = (tag: string, attrs: Record<string, string | number>) => {
      const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
      return el;
    };
    const hubEdges = hubs.map((h) => edges.appendChild(svg('line', { x1: center.x, y1: center.y, x2: h.x, y2: h.y, stroke: '#2b4f86', 'stroke-width': 2 })));
    const hostEdges = placed.map((p) => edges.appendChild(svg('line', { x1: hubs[p.hub].x, y1: hubs[p.hub].y, x2: p.x, y2: p.y, stroke: '#24446f', 'stroke-width': 1.5 })));
    nodes.appendChild(svg('circle', { cx: center.x, cy: center.y, r: 16, fill: '#1664ff' }));
    const pulse = nodes.appendChild(svg('circle', { cx: center.x, cy: center.y, r: 16, fill: 'none', stroke: '#1664ff', 'stroke-width': 2 }));
    const hubNodes = hubs.map((h) => {
      const g = nodes.appendChild(svg('g', {}));
      g.appendChild(svg('circle', { cx: h.x, cy: h.y, r: 11, fill: '#0b1b34', stroke: '#7dd3fc', 'stroke-width': 2 }));
      const text = g.appendChild(svg('text', { x: h.x, y: h.y - 18, fill: '#cbd5e1', 'font-size': 12, 'text-anchor': 'middle', 'font-family': 'DejaVu Sans Mono' }));
      text.textContent = h.name;
      return g;
    });
    const hostNodes = placed.map((p) => {
      const g = nodes.appendChild(svg('g', {}));
      g.appendChild(svg('circle', { cx: p.x, cy: p.y, r: 7, fill: colors[p.kind] }));
      const text = g.appendChild(svg('text', { x: p.x, y: p.y + 20, fill: '#94a3b8', 'font-size': 10.5, 'text-anchor': 'middle', 'font-family': 'DejaVu Sans Mono' }));
      text.textContent = p.ip.slice(6);
      return g;
    });
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    const ease = (v: number) => 1 - (1 - v) ** 3;
    const draw = (line: SVGElement, p: number) => {
      const len = 200;
      line.setAttribute('stroke-dasharray', String(len));
      line.setAttribute('stroke-dashoffset', String(len * (1 - ease(p))));
    };
    const found = document.getElementById('found')!;
    window.renderAt = (t) => {
      const done = t >= 5.6;
      document.getElementById('state')!.textContent = done ? `✓ ${L.done}` : `${L.mapping}…`;
      document.getElementById('progress')!.style.width = `${clamp(t / 5.6) * 100}%`;
      pulse.setAttribute('r', String(16 + ((t * 24) % 30)));
      pulse.setAttribute('opacity', String(1 - ((t * 24) % 30) / 30));
      hubs.forEach((_, i) => {
        const p = clamp((t - 0.2 - i * 0.2) / 0.5);
        draw(hubEdges[i], p);
        hubNodes[i].setAttribute('opacity', String(p));
      });
      let visible = 0;
      placed.forEach((p, i) => {
        const k = clamp((t - p.start) / 0.45);
        draw(hostEdges[i], k);
        const s = ease(clamp((k - 0.5) / 0.5));
        hostNodes[i].setAttribute('opacity', String(s));
        hostNodes[i].setAttribute('transform', `translate(${p.x} ${p.y}) scale(${0.4 + 0.6 * s}) translate(${-p.x} ${-p.y})`);
        if (k >= 1) visible++;
      });
      document.getElementById('c-hosts')!.textContent = String(visible);
      document.getElementById('c-ports')!.textContent = String(Math.round(visible * 3.25));
      document.getElementById('c-services')!.textContent = String(Math.round(visible * 2.5));
      const recent = placed.filter((p) => t - p.start >= 0.45).slice(-7).reverse();
      found.innerHTML = recent.map((p) => `<li><span style="color:${colors[p.kind]}">${p.ip}</span><span>${p.service}</span></li>`).join('');
    };
  },
};

const sessionTerminal: Scene = {
  id: 'session-terminal',
  seconds: 7,
  posterAt: 6.2,
  title: { en: 'Session terminal', zh: '会话终端' },
  labels: {
    en: { sessions: 'Sessions', connected: 'Connected', idle: 'Idle' },
    zh: { sessions: '会话', connected: '已连接', idle: '空闲' },
  },
  install: (L) => {
    const stage = document.getElementById('stage')!;
    stage.innerHTML = `
      <aside class="sessions">
        <h4>${L.sessions}</h4>
        <ul>
          <li class="on"><b>10.20.1.32</b><span>ssh · <em id="status"></em></span></li>
          <li><b>10.20.1.41</b><span>mysql · ${L.idle}</span></li>
          <li><b>10.20.2.19</b><span>redis · ${L.idle}</span></li>
          <li><b>10.20.2.8</b><span>rdp · ${L.idle}</span></li>
        </ul>
      </aside>
      <section class="term"><div class="tabs"><span class="on">root@web-01</span><span>mysql@10.20.1.41</span></div><pre id="out"></pre></section>
      <style>
        #stage { display: flex; }
        .sessions { width: 210px; border-right: 1px solid #17305a; padding: 14px 10px; }
        .sessions h4 { margin: 0 6px 10px; font-size: 13px; color: #94a3b8; font-weight: 600; }
        .sessions ul { list-style: none; margin: 0; padding: 0; }
        .sessions li { padding: 8px 10px; border-radius: 8px; margin-bottom: 4px; font-size: 13px; }
        .sessions li.on { background: #13294d; box-shadow: inset 3px 0 0 #35d0ba; }
        .sessions b { display: block; color: #e2e8f0; font-family: 'DejaVu Sans Mono', monospace; font-weight: 500; }
        .sessions span { color: #94a3b8; font-size: 12px; } #status { color: #35d0ba; font-style: normal; }
        .term { flex: 1; display: flex; flex-direction: column; background: #060d1a; }
        .tabs { display: flex; gap: 2px; background: #0b1b34; padding: 6px 8px 0; font-size: 12px; }
        .tabs span { padding: 6px 14px; color: #94a3b8; border-radius: 6px 6px 0 0; font-family: 'DejaVu Sans Mono', monospace; }
        .tabs span.on { background: #060d1a; color: #e2e8f0; }
        pre { margin: 0; padding: 14px 18px; font: 14px/1.55 'DejaVu Sans Mono', monospace; color: #cbd5e1; white-space: pre-wrap; }
        .p { color: #35d0ba; } .c { color: #fff; } .m { color: #7dd3fc; } .w { color: #fbbf24; }
        .cur { display: inline-block; width: 8px; height: 16px; background: #e2e8f0; vertical-align: -3px; }
      </style>`;
    // [prompt, command, output lines]: commands are typed, output arrives a beat later
    const script: [string, string, string[]][] = [
      ['$ ', 'ssh root@10.20.1.32', ['<span class="m">Connected · OpenSSH_9.6p1 · ed25519 key</span>']],
      ['root@web-01:~# ', 'uname -srm', ['Linux 6.1.0-18-amd64 x86_64']],
      ['root@web-01:~# ', 'ss -tln | head -4', ['State   Local Address:Port', 'LISTEN  0.0.0.0:22', 'LISTEN  0.0.0.0:443', 'LISTEN  127.0.0.1:3306']],
      ['root@web-01:~# ', 'grep PRETTY /etc/os-release', ['PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"']],
      ['root@web-01:~# ', 'ls /var/www', ['<span class="w">backup.sql</span>  html  <span class="w">.env</span>']],
    ];
    const cps = 30;
    window.renderAt = (t) => {
      document.getElementById('status')!.textContent = t > 0.9 ? L.connected : '…';
      let clock = 0.3;
      let html = '';
      let typing = true;
      for (const [prompt, command, output] of script) {
        if (t < clock) break;
        const typed = Math.min(command.length, Math.floor((t - clock) * cps));
        html += `<span class="p">${prompt}</span><span class="c">${command.slice(0, typed)}</span>`;
        clock += command.length / cps + 0.25;
        if (typed < command.length || t < clock) { typing = true; break; }
        html += '\n' + output.join('\n') + '\n';
        clock += 0.3;
        typing = false;
      }
      if (!typing && t >= clock) html += '<span class="p">root@web-01:~# </span>';
      const blink = Math.floor(t * 2) % 2 === 0;
      document.getElementById('out')!.innerHTML = html + (blink ? '<span class="cur"></span>' : '');
    };
  },
};

const vulnerabilityScanning: Scene = {
  id: 'vulnerability-scanning',
  seconds: 6.6,
  posterAt: 6.3,
  title: { en: 'Vulnerability scanning', zh: '漏洞扫描' },
  labels: {
    en: { scanning: 'Scanning', done: 'Done', targets: 'Targets', pocs: 'PoCs run', findings: 'Findings', critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low', weak: 'Default password' },
    zh: { scanning: '扫描中', done: '完成', targets: '目标', pocs: '已执行 PoC', findings: '发现漏洞', critical: '严重', high: '高危', medium: '中危', low: '低危', weak: '默认口令' },
  },
  install: (L) => {
    const findings = [
      ['critical', 'CVE-2023-22515', 'Atlassian Confluence', '10.20.1.40:8090', '10.0', 1.1],
      ['critical', 'CVE-2024-21762', 'FortiOS SSL VPN', '10.20.3.44:8443', '9.8', 1.9],
      ['high', 'CVE-2023-46604', 'Apache ActiveMQ', '10.20.2.30:61616', '9.8', 2.6],
      ['high', L.weak, 'IP camera · admin:12345', '10.20.3.7:80', '8.8', 3.3],
      ['medium', 'CVE-2023-44487', 'HTTP/2 Rapid Reset · nginx', '10.20.1.15:443', '7.5', 4.0],
      ['low', 'CVE-2023-48795', 'OpenSSH Terrapin', '10.20.1.32:22', '5.9', 4.6],
    ] as const;
    const colors: Record<string, string> = { critical: '#ef4444', high: '#f97316', medium: '#fbbf24', low: '#38bdf8' };
    const stage = document.getElementById('stage')!;
    stage.innerHTML = `
      <div class="top">
        <div class="ring"><svg viewBox="0 0 80 80" width="80" height="80"><circle cx="40" cy="40" r="34" stroke="#13294d" stroke-width="8" fill="none"/><circle id="arc" cx="40" cy="40" r="34" stroke="#1664ff" stroke-width="8" fill="none" stroke-linecap="round" transform="rotate(-90 40 40)" stroke-dasharray="213.6"/></svg><b id="pct"></b></div>
        <div class="stat"><b id="state"></b><span id="scan-line" class="mono"></span></div>
        <div class="stat"><b id="targets"></b><span>${L.targets}</span></div>
        <div class="stat"><b id="pocs"></b><span>${L.pocs}</span></div>
        <div class="stat"><b id="count"></b><span>${L.findings}</span></div>
      </div>
      <div class="body">
        <ul id="list"></ul>
        <div class="sev">${['critical', 'high', 'medium', 'low'].map((k) => `<div><span>${L[k]}</span><div class="track"><i id="bar-${k}" style="background:${colors[k]}"></i></div><b id="n-${k}">0</b></div>`).join('')}</div>
      </div>
      <style>
        #stage { padding: 16px 18px; display: flex; flex-direction: column; gap: 14px; }
        .mono { font-family: 'DejaVu Sans Mono', monospace; }
        .top { display: flex; align-items: center; gap: 26px; background: #0f2340; border-radius: 10px; padding: 10px 16px; }
        .ring { position: relative; width: 80px; height: 80px; } .ring b { position: absolute; inset: 0; display: grid; place-items: center; color: #fff; font-size: 17px; }
        .stat b { display: block; color: #fff; font-size: 22px; } .stat span { color: #94a3b8; font-size: 12px; }
        .stat:nth-child(2) { width: 250px; } .stat:nth-child(2) b { font-size: 17px; color: #35d0ba; }
        .body { display: flex; gap: 18px; }
        #list { flex: 1; list-style: none; margin: 0; padding: 0; }
        #list li { display: grid; grid-template-columns: 6px 150px 1fr 150px 44px; gap: 12px; align-items: center; padding: 8px 10px; margin-bottom: 6px; background: #0c1d38; border-radius: 8px; font-size: 13px; color: #cbd5e1; }
        #list li i { height: 26px; border-radius: 3px; } #list li b { color: #fff; font-weight: 600; } #list li .addr { color: #94a3b8; }
        #list li .score { text-align: center; border-radius: 6px; color: #0b1b34; font-weight: 700; padding: 2px 0; }
        .sev { width: 210px; display: flex; flex-direction: column; gap: 14px; padding-top: 6px; }
        .sev > div { display: grid; grid-template-columns: 1fr 24px; gap: 4px 8px; font-size: 12.5px; color: #cbd5e1; } .sev span { grid-column: 1 / 3; }
        .track { height: 8px; background: #13294d; border-radius: 4px; overflow: hidden; } .track i { display: block; height: 100%; }
        .sev b { color: #fff; font-size: 13px; text-align: right; margin-top: -5px; }
      </style>`;
    const list = document.getElementById('list')!;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    window.renderAt = (t) => {
      const p = clamp(t / 5.4);
      const done = p >= 1;
      document.getElementById('arc')!.setAttribute('stroke-dashoffset', String(213.6 * (1 - p)));
      document.getElementById('pct')!.textContent = `${Math.round(p * 100)}%`;
      document.getElementById('state')!.textContent = done ? `✓ ${L.done}` : `${L.scanning}…`;
      const host = 1 + Math.floor(p * 63);
      document.getElementById('scan-line')!.textContent = done ? '10.20.0.0/16' : `10.20.${1 + (host % 3)}.${(host * 37) % 254}`;
      document.getElementById('targets')!.textContent = `${Math.round(p * 64)} / 64`;
      document.getElementById('pocs')!.textContent = Math.round(p * 4012).toLocaleString('en-US');
      const shown = findings.filter((f) => t >= f[5]);
      document.getElementById('count')!.textContent = String(shown.length);
      list.innerHTML = shown
        .map(([level, id, product, addr, score, at]) => {
          const a = clamp((t - at) / 0.3);
          return `<li style="opacity:${a};transform:translateX(${(1 - a) * 24}px)"><i style="background:${colors[level]}"></i><b>${id}</b><span>${product}</span><span class="addr mono">${addr}</span><span class="score" style="background:${colors[level]}">${score}</span></li>`;
        })
        .join('');
      const counts: Record<string, number> = { critical: 0, high: 0, medium: 0, low: 0 };
      for (const f of shown) counts[f[0]]++;
      for (const k of Object.keys(counts)) {
        document.getElementById(`n-${k}`)!.textContent = String(counts[k]);
        (document.getElementById(`bar-${k}`) as HTMLElement).style.width = `${(counts[k] / 3) * 100}%`;
      }
    };
  },
};

export const scenes: Scene[] = [assetMapping, sessionTerminal, vulnerabilityScanning];

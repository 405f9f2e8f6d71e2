import type { Scene } from './scene.ts';

/** A network being mapped: subnets, then hosts appear with their services, counted and listed as found. */
export const assetMapping: Scene = {
  id: 'asset-mapping',
  seconds: 6.4,
  posterAt: 6,
  title: { en: 'Asset mapping', zh: '资产测绘' },
  labels: {
    en: { target: 'Target', mapping: 'Mapping', done: 'Done', hosts: 'Hosts', ports: 'Open ports', services: 'Services', found: 'Discovered', web: 'Web', db: 'Database', remote: 'Remote access', device: 'Devices' },
    zh: { target: '目标', mapping: '测绘中', done: '完成', hosts: '主机', ports: '开放端口', services: '服务', found: '新发现', web: 'Web', db: '数据库', remote: '远程管理', device: '设备' },
  },
  markup: (L) => `
      <div class="map">
        <div class="query"><span class="k">${L.target}</span><code>ip="10.20.0.0/16"</code><span id="state"></span></div>
        <svg width="600" height="390" viewBox="0 0 600 390">
          <g id="edges"></g><g id="nodes"></g>
        </svg>
        <div class="legend"></div>
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
      </style>`,
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
    const placed = hosts.map(([ip, service, kind, hub], i) => {
      const angle = (i % 4) * (Math.PI / 2) + hub * 0.7 + 0.4;
      const h = hubs[hub];
      return { ip, service, kind, x: h.x + Math.cos(angle) * 92, y: h.y + Math.sin(angle) * 62, hub, start: 0.9 + i * 0.36 };
    });
    document.querySelector('.legend')!.innerHTML = ['web', 'db', 'remote', 'device'].map((k) => `<span><i style="background:${colors[k]}"></i>${L[k]}</span>`).join('');
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

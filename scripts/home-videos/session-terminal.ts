import type { Scene } from './scene.ts';

/** A terminal session on a found host: commands typed, their output a beat later. */
export const sessionTerminal: Scene = {
  id: 'session-terminal',
  seconds: 7,
  posterAt: 6.2,
  title: { en: 'Session terminal', zh: '会话终端' },
  labels: {
    en: { sessions: 'Sessions', connected: 'Connected', idle: 'Idle' },
    zh: { sessions: '会话', connected: '已连接', idle: '空闲' },
  },
  markup: (L) => `
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
      </style>`,
  install: (L) => {
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

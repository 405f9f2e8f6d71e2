/**
 * Draws the demo media of the seeded PoC weeks: one small animated SVG per PoC whose demo_gif_url is a site
 * path (/media/poc/CVE-….svg), showing a terminal that runs the scanner's check of that PoC against a
 * documentation address (203.0.113.0/24, TEST-NET-3) and finds it vulnerable. The text is commands and
 * tool output only (CVE, product, search query, score, marks), so it reads the same on both language sites.
 * The lines appear one by one and the loop restarts; with prefers-reduced-motion the final frame stands still.
 *
 *   npx tsx scripts/make-poc-media.ts        writes client/public/media/poc/*.svg (commit them)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { pocPushGroups } from '../upstream/src/seed/poc-pushes.ts';
import type { PocPush } from '../contract/content.ts';

const OUT = 'client/public/media/poc';
const WIDTH = 520;
const HEIGHT = 310;
const LOOP_S = 9;
const COLS = 46;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fit = (text: string) => (text.length > COLS ? `${text.slice(0, COLS - 1)}…` : text);

/** A stable documentation address per CVE, so the files do not change from one run to the next. */
const targetOf = (cve: string) => {
  let hash = 0;
  for (const char of cve) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `203.0.113.${10 + (hash % 200)}`;
};

interface Line {
  text: string;
  color: string;
  bold?: boolean;
}

const linesOf = (poc: PocPush): Line[] => {
  return [
    { text: `$ tidewatch poc --cve ${poc.cve_id} \\`, color: '#e2e8f0' },
    { text: `    --target https://${targetOf(poc.cve_id)}`, color: '#e2e8f0' },
    { text: `[*] ${poc.product}`, color: '#94a3b8' },
    { text: `[*] ${poc.fofa_query}`, color: '#94a3b8' },
    { text: `[*] fingerprint ✔   CVSS ${poc.cvss.toFixed(1)}`, color: '#93c5fd' },
    { text: '[*] check ■■■■■■■■■■■■■■ 100%', color: '#93c5fd' },
    { text: `[+] ${poc.cve_id} ✔`, color: '#f87171', bold: true },
  ];
};

/** The command (the first TYPED lines) stands from the start; each later line shows from its moment to the end of the loop. */
const TYPED = 2;
const keyframes = (count: number) =>
  Array.from({ length: count }, (_, i) => i).filter((i) => i >= TYPED).map((i) => {
    const at = Math.round(((i - TYPED + 1) / (count - TYPED + 2)) * 100);
    return `@keyframes l${i}{0%,${at - 1}%{opacity:0}${at}%,100%{opacity:1}}.l${i}{animation:l${i} ${LOOP_S}s steps(1) infinite}`;
  }).join('');

export const svgOf = (poc: PocPush) => {
  const lines = linesOf(poc);
  const rows = lines
    .map(
      (line, i) =>
        `<text class="l${i}" x="20" y="${62 + i * 28}" fill="${line.color}"${line.bold ? ' font-weight="700"' : ''}>${escapeXml(fit(line.text))}</text>`,
    )
    .join('');
  const promptY = 62 + lines.length * 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">
<title>${escapeXml(`${poc.cve_id} · ${poc.product}`)}</title>
<style>text{font-family:'JetBrains Mono','SFMono-Regular',Consolas,'DejaVu Sans Mono',monospace;font-size:15px;white-space:pre}${keyframes(lines.length)}@keyframes blink{50%{opacity:0}}.cursor{animation:blink 1s steps(1) infinite}@media (prefers-reduced-motion:reduce){text,.cursor{animation:none!important;opacity:1!important}}</style>
<rect width="${WIDTH}" height="${HEIGHT}" rx="10" fill="#0b1b34"/>
<rect width="${WIDTH}" height="34" rx="10" fill="#13294d"/><rect y="24" width="${WIDTH}" height="10" fill="#13294d"/>
<circle cx="20" cy="17" r="6" fill="#f87171"/><circle cx="40" cy="17" r="6" fill="#fbbf24"/><circle cx="60" cy="17" r="6" fill="#34d399"/>
<text x="${WIDTH / 2}" y="22" fill="#94a3b8" text-anchor="middle">tidewatch — ${escapeXml(poc.cve_id)}</text>
${rows}
<text class="l${lines.length - 1}" x="20" y="${promptY}" fill="#e2e8f0">$</text><rect class="cursor" x="36" y="${promptY - 12}" width="8" height="15" fill="#35d0ba"/>
</svg>
`;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(`${OUT}/${file}`);
  let written = 0;
  for (const poc of pocPushGroups.flatMap((group) => group.push_data)) {
    const path = /\/media\/poc\/(CVE-[\d-]+)\.svg/.exec(poc.demo_gif_url)?.[1];
    if (!path) continue;
    writeFileSync(`${OUT}/${path}.svg`, svgOf(poc));
    written++;
  }
  console.log(`${written} demo images in ${OUT}`);
}

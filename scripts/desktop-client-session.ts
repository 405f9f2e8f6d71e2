/**
 * Writes the example session of the desktop client's docs page (upstream/src/licensing/docs/desktop-client-session.md) from
 * a real run: a test upstream, a buyer with a paid order, and curl doing what the desktop product does.
 *   npx tsx scripts/desktop-client-session.ts
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import type { License } from '../contract/index.ts';
import { startTestUpstream } from '../upstream/src/testing/api.ts';
import { buyer, paidOrder } from '../upstream/src/testing/orders.ts';

const t = await startTestUpstream();
try {
  const owner = await buyer(t);
  await paidOrder(t, owner, { quantity: 1, period: 3 });
  const [license] = (await owner.get<{ lists: License[] }>('/license/list')).body.data.lists;
  const shown = 'http://localhost:8080/api';
  const mid = '4C4C4544004A3510805ACAC04F4B3332';
  const other = '03000200040500060007000800090001';
  const lines: string[] = [];
  const shorten = (text: string) => text.replace(/"(eyJ[\w-]{12})[\w.-]+"/g, '"$1…"').replaceAll(t.upstream.apiUrl, shown);
  // curl runs beside this process (asynchronously: the upstream answering it lives in this process)
  const curl = async (comment: string, args: string[], shownArgs: string) => {
    const { stdout: output } = await promisify(execFile)('curl', ['-s', '-H', 'accept-language: en', ...args], { encoding: 'utf8' });
    lines.push(`# ${comment}`, `curl -s ${shownArgs}`, shorten(JSON.stringify(JSON.parse(output))), '');
  };
  const post = (path: string, body: object) => ['-H', 'content-type: application/json', '-d', JSON.stringify(body), `${t.upstream.apiUrl}${path}`];
  lines.push(`API=${shown}`, `CODE=${license.key}   # the activation code in licence management`, `MID=${mid}`, '');
  await curl('activate this machine: the signed license.key comes back', post('/client/activate', { key: license.key, mid }), `"$API/client/activate" -H 'content-type: application/json' -d '{"key":"'$CODE'","mid":"'$MID'"}'`);
  await curl('the same code and MID again: the same file', post('/client/activate', { key: license.key, mid }), `"$API/client/activate" -H 'content-type: application/json' -d '{"key":"'$CODE'","mid":"'$MID'"}'`);
  await curl('another machine with the same code is refused', post('/client/activate', { key: license.key, mid: other }), `"$API/client/activate" -H 'content-type: application/json' -d '{"key":"'$CODE'","mid":"${other}"}'`);
  await curl('is it valid here, now?', post('/client/validate', { license_id: license.id, mid }), `"$API/client/validate" -H 'content-type: application/json' -d '{"license_id":${license.id},"mid":"'$MID'"}'`);
  t.clock.advance(60_000);
  await owner.post('/license/move', { license_id: license.id });
  lines.push('# … the owner chooses "Move to another machine" in licence management …', '');
  await curl('the old machine is told it was released', post('/client/validate', { license_id: license.id, mid }), `"$API/client/validate" -H 'content-type: application/json' -d '{"license_id":${license.id},"mid":"'$MID'"}'`);
  await curl('and finds its file in the signed revocation list', [`${t.upstream.apiUrl}/license/revocations`], `"$API/license/revocations"`);
  t.clock.advance(60_000);
  await curl('the new machine activates with the same code; the end date has not moved', post('/client/activate', { key: license.key, mid: other }), `"$API/client/activate" -H 'content-type: application/json' -d '{"key":"'$CODE'","mid":"${other}"}'`);
  t.clock.advance(60_000);
  const file = (await t.api<{ license_file: string }>('/client/activate', { method: 'POST', json: { key: license.key, mid: other } })).body.data.license_file;
  await curl(
    'the new machine releases itself, its license.key as proof (a move, counted like one)',
    post('/client/deactivate', { license_file: file }),
    `"$API/client/deactivate" -H 'content-type: application/json' -d '{"license_file":"'"$(cat license.key)"'"}'`,
  );
  writeFileSync(new URL('../upstream/src/licensing/docs/desktop-client-session.md', import.meta.url), `\`\`\`sh\n${lines.join('\n').trim()}\n\`\`\`\n`);
} finally {
  await t.close();
}

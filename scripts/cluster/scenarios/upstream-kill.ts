import { waitFor } from '../processes.ts';
import { CREATE_ORDER, newCustomer, redTeamByAlipay, type Visitor } from '../visitor.ts';
import { requestsSince, type ScenarioContext } from './context.ts';

const STREAMS = 20;
/** each stream's orders at most (a buyer may hold only so many unpaid orders) */
const PER_STREAM = 12;
const BEFORE_KILL = 20;
const AFTER_KILL = 40;

/**
 * kill -9 of one upstream while 20 buyers (each from an address of their own) place orders in parallel: every
 * order the site acknowledged is in PostgreSQL afterwards, the other upstream keeps answering, and the killed one,
 * started again, takes requests again.
 */
export const upstreamKill = async ({ cluster, report, reads, visitor, db }: ScenarioContext) => {
  const buyers = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      const v = visitor(100 + i);
      return { v, token: (await newCustomer(v, reads, `stream${String(i).padStart(2, '0')}`)).token };
    }),
  );
  const acknowledged: { orderNo: string; at: number }[] = [];
  const refused: { message: string; at: number }[] = [];
  let killedAt = Infinity;
  let stop = false;
  const stream = async ({ v, token }: { v: Visitor; token: string }) => {
    for (let placed = 0; !stop && placed < PER_STREAM; ) {
      try {
        const answer = await v.graph<{ createOrder: { orderNo: string } }>(CREATE_ORDER, { input: redTeamByAlipay }, token);
        if (answer.data?.createOrder) {
          acknowledged.push({ orderNo: answer.data.createOrder.orderNo, at: Date.now() });
          placed++;
        } else refused.push({ message: answer.errors?.[0]?.extensions?.code ?? 'no data', at: Date.now() });
      } catch (error) {
        refused.push({ message: (error as Error).message, at: Date.now() });
      }
    }
  };
  const streams = Promise.all(buyers.map(stream));
  const before = await cluster.stats();
  try {
    await waitFor(`${BEFORE_KILL} orders acknowledged`, () => acknowledged.length, (n) => n >= BEFORE_KILL, 120_000, 20);
    killedAt = Date.now();
    await cluster.kill('upstream-1', 'SIGKILL');
    await waitFor(`${AFTER_KILL} orders acknowledged after the kill`, () => acknowledged.filter((order) => order.at > killedAt).length, (n) => n >= AFTER_KILL, 120_000, 20);
  } finally {
    stop = true;
    await streams;
  }
  const after = acknowledged.filter((order) => order.at > killedAt);
  const lost = refused.filter((r) => r.at > killedAt);
  const { rows } = await db.query<{ n: string }>('select count(*) as n from "order" where order_no = any($1)', [acknowledged.map((order) => order.orderNo)]);
  report.check('every order acknowledged during kill -9 of upstream-1 is in PostgreSQL', Number(rows[0].n) === acknowledged.length, `${rows[0].n} of ${acknowledged.length} acknowledged orders found`);
  const firstAfter = Math.min(...after.map((order) => order.at)) - killedAt;
  report.check('upstream-2 kept answering: orders acknowledged after the kill', after.length >= AFTER_KILL, `${after.length} acknowledged after the kill, the first ${firstAfter} ms after it; ${lost.length} refused or cut off (${[...new Set(lost.map((r) => r.message))].join(', ') || 'none'})`);

  await cluster.startPart('upstream-1');
  const rejoined = await cluster.stats();
  // signed-in reads always reach an upstream (no shared cache): they must reach the restarted one too
  await Promise.all(buyers.slice(0, 5).flatMap(({ v, token }) => Array.from({ length: 4 }, () => v.graph('{ me { id } }', {}, token))));
  const served = requestsSince(rejoined, await cluster.stats())['upstream-1'] ?? 0;
  report.check('upstream-1, started again, rejoins the balancer and takes requests', rejoined.find((s) => s.server === 'upstream-1')?.status === 'UP' && served > 0, `${served} requests after its return`);
  report.figure(
    `upstream kill: ${STREAMS} parallel order streams; ${acknowledged.length} orders acknowledged (${acknowledged.length - after.length} before, ${after.length} after kill -9), all ${rows[0].n} in PostgreSQL; ${lost.length} requests cut off or refused by the kill; requests by upstream during the run: ${Object.entries(requestsSince(before, rejoined)).filter(([name]) => name.startsWith('upstream')).map(([name, n]) => `${name} ${n}`).join(', ')}`,
  );
  for (const { v } of buyers) v.close();
};

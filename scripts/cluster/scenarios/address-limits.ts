import type { ScenarioContext } from './context.ts';

const RESEND = 'mutation ($id: ID!) { resendActivationMail(userId: $id) }';

/**
 * A per-address limit through the balancer: five activation mails per 15 minutes per address, counted in the
 * database whichever gateway and upstream serve each request, by the address the balancer saw. An address the
 * visitor writes into X-Forwarded-For itself is not believed, so it does not buy a fresh count.
 */
export const addressLimits = async ({ report, visitor }: ScenarioContext) => {
  const one = visitor(2);
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await one.graph<{ resendActivationMail: boolean }>(RESEND, { id: '999999' }, undefined, { 'x-forwarded-for': `198.51.100.${i + 1}` }));
  const refused = answers.map((answer) => answer.errors?.[0]?.message ?? '');
  report.check(
    'the sixth activation mail asked for from one address is refused, whichever copies served the five before, and forged X-Forwarded-For addresses do not help',
    refused.slice(0, 5).every((message) => message === '') && /Too many activation mails/.test(refused[5]),
    refused[5],
  );
  const other = visitor(3);
  const fresh = await other.graph<{ resendActivationMail: boolean }>(RESEND, { id: '999999' });
  report.check('another address still has its own count', fresh.data?.resendActivationMail === true);
  one.close();
  other.close();
};

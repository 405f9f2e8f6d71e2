import * as accessTokens from './access-token.ts';
import * as analytics from './analytics.ts';
import type { Call } from './call.ts';
import * as client from './client.ts';
import * as content from './content.ts';
import * as dict from './dict.ts';
import * as doc from './doc.ts';
import * as edition from './edition.ts';
import * as license from './license.ts';
import * as order from './order.ts';
import * as orderActions from './order-actions.ts';
import * as pay from './pay.ts';
import * as plugin from './plugin.ts';
import * as receipt from './receipt.ts';
import * as sales from './sales.ts';
import * as staff from './staff.ts';
import * as staffCore from './staff-core.ts';
import * as staffCreditNote from './staff-credit-note.ts';
import * as staffCustomers from './staff-customers.ts';
import * as staffReview from './staff-review.ts';
import * as staffLeads from './staff-leads.ts';
import * as staffPageViews from './staff-page-views.ts';
import * as staffMoney from './staff-money.ts';
import * as team from './team.ts';
import * as user from './user.ts';
import * as version from './version.ts';

export * from './access-token.ts';
export * from './analytics.ts';
export * from './call.ts';
export * from './client.ts';
export * from './envelope.ts';
export * from './locale.ts';
export * from './content.ts';
export * from './dict.ts';
export * from './doc.ts';
export * from './edition.ts';
export * from './license.ts';
export * from './order.ts';
export * from './order-actions.ts';
export * from './pay.ts';
export * from './plugin.ts';
export * from './receipt.ts';
export * from './rules.ts';
export * from './sales.ts';
export * from './staff.ts';
export * from './staff-core.ts';
export * from './staff-credit-note.ts';
export * from './staff-customers.ts';
export * from './staff-review.ts';
export * from './staff-leads.ts';
export * from './staff-page-views.ts';
export * from './staff-money.ts';
export * from './team.ts';
export * from './user.ts';
export * from './version.ts';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;

/** Every call of the contract, for the OpenAPI document and the contract suite. */
export const calls: Call[] = [accessTokens, analytics, client, content, dict, doc, edition, license, order, orderActions, pay, plugin, receipt, sales, staff, staffCore, staffCreditNote, staffCustomers, staffLeads, staffMoney, staffPageViews, staffReview, team, user, version]
  .flatMap((domain) => Object.values(domain))
  .filter(isCall);

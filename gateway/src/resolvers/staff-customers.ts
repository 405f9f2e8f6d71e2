import { staffCustomer, staffCustomerSearch, staffMoveLicense, staffResendLicenseMail, type StaffCustomerLicense as Licence } from '../../../contract/index.ts';
import { errorFromUpstream } from '../core/errors.ts';
import type { CustomerMatch, Resolvers } from '../generated/graphql.ts';
import { rowId } from '../graph/graph-input.ts';

const licenceOf = (licence: Licence) => ({
  id: String(licence.id),
  orderNo: licence.order_no,
  edition: licence.edition,
  mid: licence.mid,
  machineName: licence.machine_name,
  generated: licence.generated,
  expiredAt: licence.expired_at,
  movesLeft: licence.moves_left,
  history: licence.events,
  supportMoves: licence.support_moves.map((move) => ({ at: move.at, by: move.by, fromMid: move.from_mid, toMid: move.to_mid, reason: move.reason })),
});

const customerOf = (c: { id: number; username: string; email: string }) => ({ id: String(c.id), username: c.username, email: c.email });

/** Customers (issue #33): support and finance read in one call a page; the upstream checks the role on every call. */
export const staffCustomerResolvers: Resolvers = {
  Query: {
    customerSearch: async (_, { q }, { upstream }) => {
      const found = await upstream.call(staffCustomerSearch, { query: { q } });
      return { matched: found.matched && (found.matched.toUpperCase() as CustomerMatch), customers: found.customers.map(customerOf) };
    },
    customer: async (_, { id }, { upstream, locale }) => {
      const answer = await upstream.raw(staffCustomer, { params: { id: rowId(id, 'id', locale) } });
      if (answer.statusCode === 404) return null;
      if (answer.statusCode !== 200 || !answer.data) throw errorFromUpstream(200, answer.statusCode, answer.messages);
      const { customer, orders, licenses } = answer.data;
      return {
        customer: customerOf(customer),
        createdAt: customer.created_at,
        orders: orders.map((o) => ({ id: String(o.id), orderNo: o.order_no, edition: o.edition, quantity: o.quantity, currency: o.currency, amount: o.amount, paid: o.paid, createdAt: o.created_at })),
        licenses: licenses.map(licenceOf),
      };
    },
  },
  Mutation: {
    staffMoveLicense: async (_, { id, mid, reason }, { upstream, locale }) =>
      licenceOf(await upstream.call(staffMoveLicense, { params: { id: rowId(id, 'id', locale) }, body: { mid, reason } })),
    resendLicenseMail: async (_, { id }, { upstream, locale }) => {
      const sent = await upstream.call(staffResendLicenseMail, { params: { id: rowId(id, 'id', locale) } });
      return { licenseId: String(sent.id), to: sent.to };
    },
  },
};

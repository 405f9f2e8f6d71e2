import DataLoader from 'dataloader';
import {
  getEdition,
  getOrder,
  getOrderPayInfo,
  licenseHistory,
  listEditions,
  type DataOf,
  type Edition,
  type LicenseHistoryEvent,
  type OrderDetail,
  type PaymentType,
} from '../../../contract/index.ts';
import type { Cached, Upstream } from '../upstream/client.ts';

/**
 * Per-request batching for every lookup a list can fan out. Editions come from the one cached
 * edition list; only an id missing from it (an edition no longer on sale) costs a detail call.
 */
export const createLoaders = (upstream: Upstream, cached: Cached) => ({
  edition: new DataLoader<number, Edition | null>(async (ids) => {
    const byId = new Map((await cached(listEditions)).map((edition) => [edition.id, edition]));
    return Promise.all(
      ids.map((id) => byId.get(id) ?? upstream.call(getEdition, { query: { license_type_id: id } }).catch(() => null)),
    );
  }),
  /** The histories of every licence a page asks them of, in one call (a licence that is not the caller's has none). */
  licenseHistory: new DataLoader<number, LicenseHistoryEvent[]>(
    async (ids) => {
      const byId = new Map((await upstream.call(licenseHistory, { body: { license_ids: [...ids] } })).map((entry) => [entry.license_id, entry.events]));
      return ids.map((id) => byId.get(id) ?? []);
    },
    { maxBatchSize: 100 },
  ),
  /** One order's detail per request, however many of its fields a query asks beyond what it already has. */
  order: new DataLoader<string, OrderDetail>((orderNos) =>
    Promise.all(orderNos.map((orderNo) => upstream.call(getOrder, { query: { order_no: orderNo } }).catch((error: Error) => error))),
  ),
  /**
   * One pay-information call per order and method per request: its answer holds the order's detail too, so the
   * order and its `payInfo` field share it (resolvers/order-pay-info.ts). A refusal is kept as well, and reported once asked.
   */
  payInfo: new DataLoader<{ orderNo: string; method: PaymentType }, DataOf<typeof getOrderPayInfo>, string>(
    (asked) =>
      Promise.all(
        asked.map(({ orderNo, method }) =>
          upstream.call(getOrderPayInfo, { query: { order_no: orderNo, payment_type: method } }).catch((error: Error) => error),
        ),
      ),
    { cacheKeyFn: ({ orderNo, method }) => `${orderNo}\n${method}` },
  ),
});

export type Loaders = ReturnType<typeof createLoaders>;

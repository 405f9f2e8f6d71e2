import DataLoader from 'dataloader';
import { getEdition, getOrder, listEditions, type Edition, type OrderDetail } from '../../contract/index.ts';
import type { Cached, Upstream } from './upstream/client.ts';

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
  /** One order's detail per request, however many of its fields a query asks beyond what it already has. */
  order: new DataLoader<string, OrderDetail>((orderNos) =>
    Promise.all(orderNos.map((orderNo) => upstream.call(getOrder, { query: { order_no: orderNo } }).catch((error: Error) => error))),
  ),
});

export type Loaders = ReturnType<typeof createLoaders>;

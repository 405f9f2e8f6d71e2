import { networkInterfaces } from 'node:os';
import { allowedSiteOrigin } from '../../../contract/site-origins.ts';

/** This machine's addresses, read each time: an interface may come and go while the gateway runs. */
const ownAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));

/**
 * The site the browser is on (scheme and Host of its request), told to the upstream so that the payment returns and
 * mail links of this request lead back there: only a configured site or one of this machine's own addresses on a
 * configured site's scheme and port (contract/site-origins.ts), never whatever a Host header says.
 */
export const requestSiteOrigin = (configured: readonly string[]) => (protocol: string, host: string | undefined) =>
  host ? (allowedSiteOrigin(`${protocol}://${host}`, { configured, localAddresses: ownAddresses() }) ?? undefined) : undefined;

import { checkPayStatus, type PayStatusAnswer } from '../../../contract/index.ts';

/** How the pay-status hubs' shared state is laid out in Redis: keys, channels, and the scripts that use them. */
const PREFIX = 'tidewatch:pay-status';
export const leaseKey = (orderNo: string) => `${PREFIX}:poller:${orderNo}`;
const EVENTS = `${PREFIX}:events:`;
export const channel = (orderNo: string) => `${EVENTS}${orderNo}`;
/** The order whose channel a message came by. */
export const orderOfChannel = (from: string) => from.slice(EVENTS.length);

/** Take the lease if it is free, renew it if it is ours; 1 when we hold it afterwards. */
export const LEAD = `
local holder = redis.call('GET', KEYS[1])
if holder == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;
/** A status answer as a message: JSON of the answer, read back through the contract's own schema of it. */
export const toMessage = (answer: PayStatusAnswer) => JSON.stringify(answer);
export const fromMessage = (message: string): PayStatusAnswer => checkPayStatus.data.parse(JSON.parse(message));

/** Give the lease back only if it is ours. */
export const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** An account's places: a sorted set of claims scored by when each lapses, on Redis's clock (processes' clocks differ). */
export const placesKey = (account: string) => `${PREFIX}:places:${account}`;
const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
/** Forget lapsed places; take one if fewer than the limit remain. ARGV: claim, limit, lease ms. */
export const CLAIM = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;
/** Move the lapse of the places still held (XX: never revive one that lapsed or was given back). ARGV: lease ms, claims… */
export const RENEW = `${NOW_MS}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;
export const SESSIONS_ENDED = `${PREFIX}:sessions-ended`;
/** A place outlives a minute without renewal (or three polls, if slower): a process that died frees its places then. */
export const placeLeaseMs = (intervalMs: number) => Math.max(60_000, intervalMs * 3);

import { randomUUID } from 'node:crypto';
import { beijingTime, sealResource } from './fake-crypto.ts';
import type { Platform, SignOptions } from './fake-platform.ts';

/**
 * The fake WeChat Pay's notifications: a JSON envelope whose resource is the transaction or refund encrypted with the
 * APIv3 key, signed with the platform key over the exact body. Each is posted to its notify_url and posted again
 * until the merchant answers 200 or 204; WeChat Pay waits 15s/15s/30s/3m/… between tries, the fake waits for a
 * test to call `retry()` (no sleeping). https://pay.weixin.qq.com/docs/merchant/apis/h5-payment/payment-notice.html
 */

/** A notification as it travels: the exact body and its headers (names in lower case, as a server sees them). */
export interface RawWechatNotification {
  body: Buffer;
  headers: Record<string, string>;
}

export interface NotificationOptions extends SignOptions {
  /** change the body after it is signed (a tampered notification) */
  tamper?: boolean;
  /** change the resource before it is encrypted (another merchant's, another app's) */
  resource?: (resource: Record<string, unknown>) => Record<string, unknown>;
  /** the notification's id (a retry keeps it) */
  id?: string;
  /** encrypt the resource with this key instead of the merchant's APIv3 key */
  apiV3Key?: string;
}

export interface Delivery {
  id: string;
  url: string;
  eventType: string;
  resource: Record<string, unknown>;
  /** what the last try sent (each try is signed anew, with the time it is sent) */
  raw?: RawWechatNotification;
  attempts: number;
  answers: number[];
}

const SUMMARIES: Record<string, string> = {
  'TRANSACTION.SUCCESS': '支付成功',
  'REFUND.SUCCESS': '退款成功',
  'REFUND.ABNORMAL': '退款异常',
  'REFUND.CLOSED': '退款关闭',
};

export const createNotifier = (platform: Platform, apiV3Key: string, now: () => Date) => {
  const pending: Delivery[] = [];
  const delivered: Delivery[] = [];

  /** A signed notification of `eventType` carrying `resource` (a transaction or a refund). */
  const build = (eventType: string, resource: Record<string, unknown>, options: NotificationOptions = {}): RawWechatNotification => {
    const originalType = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const plaintext = JSON.stringify(options.resource ? options.resource(resource) : resource);
    const envelope = {
      id: options.id ?? randomUUID(),
      create_time: beijingTime(options.at ?? now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: SUMMARIES[eventType] ?? eventType,
      resource: sealResource(options.apiV3Key ?? apiV3Key, plaintext, originalType, originalType),
    };
    const body = JSON.stringify(envelope);
    const signed = platform.signHeaders(body, options);
    const sent = options.tamper ? body.replace('"summary":"', '"summary":"!') : body;
    const headers = Object.fromEntries(Object.entries({ ...signed, 'Content-Type': 'application/json' }).map(([name, value]) => [name.toLowerCase(), value]));
    return { body: Buffer.from(sent), headers };
  };

  /** One POST of a notification; the merchant's status (0 when it cannot be reached). */
  const post = async (url: string, raw: RawWechatNotification) => {
    try {
      const response = await fetch(url, { method: 'POST', headers: { ...raw.headers, 'user-agent': 'Mozilla/4.0 (fake WeChat Pay notifier)' }, body: new Uint8Array(raw.body) });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };

  const attempt = async (delivery: Delivery) => {
    delivery.attempts += 1;
    delivery.raw = build(delivery.eventType, delivery.resource, { id: delivery.id });
    const status = await post(delivery.url, delivery.raw);
    delivery.answers.push(status);
    if (status === 200 || status === 204) {
      pending.splice(pending.indexOf(delivery), 1);
      delivered.push(delivery);
    }
  };

  return {
    build,
    post,
    /** Sends a notification now (one try); it stays pending until the merchant accepts it. */
    async send(url: string, eventType: string, resource: Record<string, unknown>) {
      const delivery: Delivery = { id: randomUUID(), url, eventType, resource, attempts: 0, answers: [] };
      pending.push(delivery);
      await attempt(delivery);
      return delivery;
    },
    /** Tries every pending notification once more (what WeChat Pay's retry schedule does over hours); how many are left. */
    async retry() {
      for (const delivery of pending.slice()) await attempt(delivery); // a copy: accepted ones leave `pending`
      return pending.length;
    },
    pending: () => [...pending],
    delivered: () => [...delivered],
  };
};

export type Notifier = ReturnType<typeof createNotifier>;

import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../domain/clock.ts';
import type { NotificationReply, NotificationVerdict, RawNotification } from '../provider.ts';
import type { WechatSettings } from '../provider-settings.ts';
import { SIGNATURE_WINDOW } from './wechat-api.ts';
import { paidPayment, refund, refundResultOf, transaction } from './wechat-resources.ts';
import { decryptResource, isFresh, signedHeaders, verifyAnswer } from './wechat-sign.ts';

/**
 * WeChat Pay's notifications (支付成功回调通知, 退款结果通知): a JSON envelope { id, create_time, event_type,
 * resource_type: encrypt-resource, resource { algorithm, ciphertext, nonce, associated_data, original_type } } signed
 * like an answer (Wechatpay-Serial / -Signature / -Timestamp / -Nonce headers over the raw body), its resource
 * encrypted with the APIv3 key. Nothing in it is believed before the signature verifies over the exact bytes, the
 * timestamp is within 5 minutes of our clock, and the resource decrypts and names this merchant.
 * https://pay.weixin.qq.com/docs/merchant/apis/h5-payment/payment-notice.html (Native's too),
 * https://pay.weixin.qq.com/docs/merchant/products/refund/apilist.html (refund notifications: REFUND.SUCCESS,
 * REFUND.ABNORMAL, REFUND.CLOSED),
 * https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_3_5.shtml (the reply: 200 or 204 without a body when
 * received; 4XX or 5XX with { "code": "FAIL", "message": "…" } otherwise, and WeChat Pay sends it again later).
 */

const envelope = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

const refused = (reason: string): NotificationVerdict => ({ verified: false, reason });

export interface NotificationReaderOptions {
  settings: WechatSettings;
  clock: Clock;
  keyFor: (serial: string) => Promise<KeyObject | undefined>;
}

/** The decrypted resource as JSON, or null when it does not decrypt or is not JSON. */
const decrypted = (resource: z.infer<typeof envelope>['resource'], apiV3Key: string): unknown => {
  const plaintext = decryptResource(resource, apiV3Key);
  if (plaintext === null) return null;
  try {
    return JSON.parse(plaintext);
  } catch {
    return null;
  }
};

/** What a verified, decrypted notification says. */
const eventOf = (eventType: string, resource: unknown, settings: WechatSettings): NotificationVerdict => {
  if (eventType === 'TRANSACTION.SUCCESS') {
    const parsed = transaction.safeParse(resource);
    if (!parsed.success) return refused('the notification’s transaction is malformed');
    if (parsed.data.trade_state !== 'SUCCESS') return { verified: true, event: { kind: 'ignored', what: `${eventType} ${parsed.data.trade_state}` } };
    const payment = paidPayment(parsed.data, settings);
    return payment.ok ? { verified: true, event: { kind: 'paid', payment: payment.value } } : refused(payment.reason);
  }
  const parsed = refund.safeParse(resource);
  if (!parsed.success) return refused('the notification’s refund is malformed');
  if (parsed.data.mchid !== settings.WECHATPAY_MCH_ID) return refused('the refund is another merchant’s (mchid)');
  return { verified: true, event: { kind: 'refund', refundNo: parsed.data.out_refund_no, result: refundResultOf(parsed.data.refund_status, parsed.data.refund_id) } };
};

const REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'];

export const createNotificationReader = ({ settings, clock, keyFor }: NotificationReaderOptions) =>
  async function readNotification(raw: RawNotification): Promise<NotificationVerdict> {
    const headers = signedHeaders(raw.headers);
    if (!headers) return refused('the Wechatpay-Timestamp, -Nonce, -Signature or -Serial header is missing');
    if (!isFresh(headers.timestamp, clock.now(), SIGNATURE_WINDOW)) return refused('the Wechatpay-Timestamp is more than 5 minutes from our clock');
    let key: KeyObject | undefined;
    try {
      key = await keyFor(headers.serial);
    } catch {
      return refused('the platform certificates could not be fetched from WeChat Pay, or did not verify');
    }
    if (!key) return refused(`no platform key has the Wechatpay-Serial ${headers.serial.slice(0, 64)}`);
    if (!verifyAnswer(key, headers, raw.body)) return refused('the signature does not verify');
    let body: z.infer<typeof envelope>;
    try {
      const parsed = envelope.safeParse(JSON.parse(raw.body.toString('utf8')));
      if (!parsed.success) return refused('the notification is malformed');
      body = parsed.data;
    } catch {
      return refused('the notification is not JSON');
    }
    if (body.event_type !== 'TRANSACTION.SUCCESS' && !REFUND_EVENTS.includes(body.event_type)) {
      return { verified: true, event: { kind: 'ignored', what: body.event_type } };
    }
    const resource = decrypted(body.resource, settings.WECHATPAY_APIV3_KEY);
    if (resource === null) return refused('the resource does not decrypt with the APIv3 key');
    return eventOf(body.event_type, resource, settings);
  };

/** The reply WeChat Pay expects: 204 without a body when accepted; else 400 with { code: FAIL, message } (64 characters at most). */
export const notificationReply = (accepted: boolean, reason?: string): NotificationReply =>
  accepted
    ? { status: 204 }
    : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: [...(reason || 'refused')].slice(0, 64).join('') }) };

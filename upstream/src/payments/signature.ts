import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over the fields sorted by name as `name=value&…` (how Alipay and WeChat Pay sign), hex. */
export const sign = (secret: string, fields: Record<string, string | number>) =>
  createHmac('sha256', secret)
    .update(
      Object.keys(fields)
        .sort()
        .map((name) => `${name}=${fields[name]}`)
        .join('&'),
    )
    .digest('hex');

/** Whether `signature` is the signature of `fields`, compared in constant time. */
export const verify = (secret: string, fields: Record<string, string | number>, signature: unknown) => {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, fields), 'hex'), Buffer.from(signature, 'hex'));
};

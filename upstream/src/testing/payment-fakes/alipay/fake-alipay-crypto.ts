import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * The fake Alipay's own signing, written apart from the adapter's (payments/alipay/alipay-sign.ts) so that a mistake
 * in one is not repeated in the other: both follow Alipay's documents (自行实现签名 https://opendocs.alipay.com/common/02kf5q,
 * 自行实现验签 https://opendocs.alipay.com/common/02mse7).
 */

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `name=value` pairs joined by `&`, names in ASCII order, without the names in `leaveOut` or empty values. */
export const preSignString = (fields: Record<string, string>, leaveOut: readonly string[]) => {
  const names = Object.keys(fields).filter((name) => fields[name] !== '' && leaveOut.indexOf(name) < 0);
  names.sort(byCodeUnit);
  let joined = '';
  for (const name of names) joined += `${joined ? '&' : ''}${name}=${fields[name]}`;
  return joined;
};

/** What a merchant signs in a request: all but `sign` (sign_type included). */
export const requestPreSign = (fields: Record<string, string>) => preSignString(fields, ['sign']);

/** What Alipay signs in a notification or a page return: all but `sign` and `sign_type`. */
export const notificationPreSign = (fields: Record<string, string>) => preSignString(fields, ['sign', 'sign_type']);

export const signSha256Rsa = (text: string, privateKey: KeyObject) => sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64');

export const verifySha256Rsa = (text: string, signature: string | undefined, publicKey: KeyObject) => {
  if (!signature) return false;
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

/**
 * A synchronous answer as Alipay writes it: `{"<name>":<json>,"sign":"…"}`, the JSON with its slashes escaped as Alipay's
 * serializer writes them (`https:\/\/…`), and the signature over exactly that text.
 */
export const signedAnswer = (name: string, body: Record<string, unknown>, privateKey: KeyObject) => {
  const json = JSON.stringify(body).replace(/\//g, '\\/');
  return `{"${name}":${json},"sign":"${signSha256Rsa(json, privateKey)}"}`;
};

/** `yyyy-MM-dd HH:mm:ss` in Beijing time (UTC+8). */
export const beijingTime = (at: Date) => {
  const shifted = new Date(at.getTime() + 8 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())} ` +
    `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}:${two(shifted.getUTCSeconds())}`
  );
};

/** Yuan with two decimals from whole fen, and back (undefined for anything that is not such an amount). */
export const yuanText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
export const fenOf = (text: unknown) => {
  if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
};

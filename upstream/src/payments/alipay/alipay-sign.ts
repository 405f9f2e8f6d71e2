import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's open-platform signatures (RSA2 = SHA256withRSA, base64), pure functions.
 *
 * - Requests, "自行实现签名" (https://opendocs.alipay.com/common/02kf5q): every parameter but `sign` and those with an
 *   empty value, sorted by name in ASCII order, joined as `name=value&…` with the values as they are (no URL-encoding:
 *   that happens after signing, when the request is put together). `sign_type` is part of the signed string.
 * - Answers, "自行实现验签" (https://opendocs.alipay.com/common/02mse7): the signature is over the exact text of the
 *   `xxx_response` value as it stands in the body, braces and quotes included: never a re-serialisation.
 * - Notifications and the page return (same page): every parameter but `sign` and `sign_type`, URL-decoded, sorted,
 *   joined the same way.
 */

export type Params = Record<string, string | undefined>;

/** The string that is signed: the parameters but `omit` and the empty ones, sorted by name, `name=value&…`. */
export const signContent = (params: Params, omit: readonly string[] = ['sign']) =>
  Object.keys(params)
    .filter((name) => !omit.includes(name) && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');

/** SHA256withRSA of the UTF-8 bytes of `content`, base64: the `sign` of a request. */
export const rsa2Sign = (content: string, privateKey: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether `signature` (base64) is Alipay's SHA256withRSA signature of `content`; anything malformed is false. */
export const rsa2Verify = (content: string, signature: unknown, publicKey: KeyObject) => {
  if (typeof signature !== 'string' || !BASE64.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/** The keys of the settings, parsed once; the error names the setting, never its value. */
export const alipayKeys = (settings: { ALIPAY_PRIVATE_KEY: string; ALIPAY_PUBLIC_KEY: string }) => {
  const parse = <T>(name: string, read: () => T) => {
    try {
      return read();
    } catch {
      throw new Error(`${name} is not a usable RSA key in PEM form`);
    }
  };
  return {
    merchant: parse('ALIPAY_PRIVATE_KEY', () => createPrivateKey(settings.ALIPAY_PRIVATE_KEY)),
    alipay: parse('ALIPAY_PUBLIC_KEY', () => createPublicKey(settings.ALIPAY_PUBLIC_KEY)),
  };
};

/**
 * Whether a notification's (or a page return's) parameters carry Alipay's signature: `sign` over every parameter but
 * `sign` and `sign_type`. The documented rule drops empty values; Alipay's own Java SDK (AlipaySignature.
 * getSignCheckContentV1) keeps them as `name=`, so when there are empty values a signature over that form is taken too:
 * an empty parameter says nothing either way.
 */
export const verifyNotificationParams = (params: Params, publicKey: KeyObject) => {
  const omit = ['sign', 'sign_type'];
  if (rsa2Verify(signContent(params, omit), params.sign, publicKey)) return true;
  const empty = Object.keys(params).filter((name) => params[name] === '' && !omit.includes(name));
  if (!empty.length) return false;
  const kept = Object.keys(params)
    .filter((name) => !omit.includes(name))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return rsa2Verify(kept, params.sign, publicKey);
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An application/x-www-form-urlencoded body as Alipay posts it (charset utf-8; `+` is a space: URLSearchParams), or
 * undefined when it is not valid UTF-8 or names a parameter twice (which value was signed would be a guess).
 */
export const parseForm = (body: Uint8Array | string): Record<string, string> | undefined => {
  let text: string;
  try {
    text = typeof body === 'string' ? body : UTF8.decode(body);
  } catch {
    return undefined;
  }
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(params, name)) return undefined;
    params[name] = value;
  }
  return params;
};

/** The common `timestamp`: Beijing time (UTC+8 all year, China keeps no summer time) as `yyyy-MM-dd HH:mm:ss`. */
export const beijingTimestamp = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The end of the string token that starts at `at` (a `"`). */
const endOfString = (raw: string, at: number) => {
  for (let i = at + 1; i < raw.length; i++) {
    if (raw[i] === '\\') i++;
    else if (raw[i] === '"') return i + 1;
  }
  throw new SyntaxError('unterminated string');
};

/** The end of the JSON value that starts at `at` (the text is known to be valid JSON). */
const endOfValue = (raw: string, at: number) => {
  const first = raw[at];
  if (first === '"') return endOfString(raw, at);
  if (first !== '{' && first !== '[') {
    let i = at;
    while (i < raw.length && !',}] \t\r\n'.includes(raw[i])) i++;
    return i;
  }
  let depth = 0;
  for (let i = at; i < raw.length; ) {
    const c = raw[i];
    if (c === '"') {
      i = endOfString(raw, i);
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    i++;
    if (depth === 0) return i;
  }
  throw new SyntaxError('unterminated value');
};

const skipSpace = (raw: string, at: number) => {
  let i = at;
  while (i < raw.length && ' \t\r\n'.includes(raw[i])) i++;
  return i;
};

/**
 * The exact text of the value of the top-level member `name` of a JSON object (what Alipay signed), or undefined when
 * the text is not a JSON object or holds that member not exactly once.
 */
export const responseText = (raw: string, name: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const found: string[] = [];
    let i = skipSpace(raw, 0) + 1;
    for (;;) {
      i = skipSpace(raw, i);
      if (raw[i] === '}') break;
      const keyEnd = endOfString(raw, i);
      const key: unknown = JSON.parse(raw.slice(i, keyEnd));
      const valueStart = skipSpace(raw, skipSpace(raw, keyEnd) + 1);
      const valueEnd = endOfValue(raw, valueStart);
      if (key === name) found.push(raw.slice(valueStart, valueEnd));
      i = skipSpace(raw, valueEnd);
      if (raw[i] === ',') i++;
    }
    return found.length === 1 ? found[0] : undefined;
  } catch {
    return undefined;
  }
};

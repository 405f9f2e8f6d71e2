import { z } from 'zod';

/**
 * Primitives for what a request may carry. Every string a call takes must be one PostgreSQL can store
 * (no NUL) and UTF-8 can encode (no unpaired surrogate); every integer must fit the integer columns it
 * is compared with; a number is a JSON number or decimal digits (query strings and form posts send
 * digits), never hex, an exponent, a boolean or an empty string.
 */

/** The range of PostgreSQL's `integer`, the type of every id and counted column. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/** The refusal of text no layer can store, in both languages: the contract's schemas say it in English, the upstream and the gateway in the request's. */
export const textRefused = {
  en: 'Text must not contain NUL characters or broken Unicode (unpaired surrogates)',
  zh: '文本不能包含 NUL 字符或无效的 Unicode 字符（未配对的代理项）',
} as const;
export const TEXT_REFUSED = textRefused.en;

/** The refusal of a number outside its range, `{name}`, `{min}` and `{max}` filled in (`integer()` below). */
export const wholeNumber = { en: '{name} must be a whole number from {min} to {max}', zh: '{name} 须为 {min} 到 {max} 之间的整数' } as const;

/** `wholeNumber` in one language, filled in: `license_type_id must be a whole number from 1 to 2147483647`. */
export const wholeNumberText = (language: keyof typeof wholeNumber, name: string, min: number, max: number) =>
  wholeNumber[language].replace('{name}', name).replace('{min}', String(min)).replace('{max}', String(max));

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that survives the trip to the database unchanged. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The first string (value or object key) in a parsed request that cannot be stored, or undefined.
 * Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export const findUnstorableText = (value: unknown): string | undefined => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return next;
    } else if (Array.isArray(next)) {
      // one at a time: spreading a body's 500,000-item array into push() would overflow the stack
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object' && isPlainObject(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return key;
        pending.push(item);
      }
    }
  }
  return undefined;
};

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A string of storable text; chain `.trim().min().max()` as on `z.string()`. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isStorableText, { error: TEXT_REFUSED, abort: true });

/** Required text: trimmed, not blank (the message says what to enter), bounded (the bound's message names it). */
export const required = (message: string, max = 255) => text().trim().min(1, message).max(max, `At most ${max} characters`);

const DECIMAL = /^-?\d{1,16}$/;

/**
 * A whole number given as a JSON number or as decimal digits; anything else is refused with `message`
 * before `checks` (a `z.number()` with its own bounds and messages) run, and the integer column's range
 * is enforced whatever `checks` says.
 */
export const number = (message: string, checks: z.ZodNumber = z.number().int(message)) =>
  z
    .union([z.number(), z.string().trim().regex(DECIMAL).transform(Number)], { error: message })
    .pipe(checks.int(message).min(INT_MIN, message).max(INT_MAX, message));

/** A whole number within [min, max], named in its message: `license_type_id must be a whole number from 1 to 2147483647`. */
export const integer = (name: string, { min = INT_MIN, max = INT_MAX }: { min?: number; max?: number } = {}) => {
  const message = wholeNumberText('en', name, min, max);
  return number(message, z.number().int(message).min(min, message).max(max, message));
};

/** A row id: 1 up to the integer column's largest value. */
export const id = (name: string) => integer(name, { min: 1 });

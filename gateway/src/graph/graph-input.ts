import { INT_MAX, wholeNumberText } from '../../../contract/input.ts';
import { graphError } from '../core/errors.ts';
import type { Locale } from '../core/locale.ts';

/**
 * GraphQL arguments as the REST contract takes them. The graph leaves absent arguments out and passes null for
 * explicit nulls; an upstream request wants neither (a null is no value, and the contract's defaults fill only
 * what is absent), and it takes row ids as numbers.
 */

const DIGITS = /^\d{1,10}$/;

/** The row id a GraphQL ID writes in decimal digits (1 … 2147483647), or null for anything else ("0x10", "1e3", 2^31). */
export const parseRowId = (value: string): number | null => {
  const id = DIGITS.test(value) ? Number(value) : NaN;
  return id >= 1 && id <= INT_MAX ? id : null;
};

/**
 * A GraphQL `ID` of a database row as the number the REST contract takes. IDs are strings in the graph; the
 * conversion happens here, at the graph's edge, so every upstream request is typed with numbers (contract/call.ts
 * `RequestOf`). Anything but the digits of 1 … 2147483647 is the caller's mistake: BAD_USER_INPUT, nothing sent.
 */
export const rowId = (value: string, name: string, locale: Locale): number => {
  const id = parseRowId(value);
  if (id !== null) return id;
  throw graphError('BAD_USER_INPUT', wholeNumberText(locale, name, 1, INT_MAX));
};

/** An optional ID: absent or null stays absent. */
export const rowIdOrNull = (value: string | null | undefined, name: string, locale: Locale): number | undefined =>
  value === null || value === undefined ? undefined : rowId(value, name, locale);

/** Arguments that may be null become optional and absent when null; the others keep their type. */
export type Present<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & { [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null> };

export const present = <T extends object>(args: T): Present<T> =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)) as Present<T>;

import type { z } from 'zod';
import type { StaffRole } from './staff-roles.ts';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * One call of the /api REST contract: where it lives, what it takes, what its `data` holds.
 * `params` are path parameters written `{name}` in `path`. `example` is a request the contract
 * suite may send to any upstream to check the answer's shape (public calls only).
 */
export interface Call<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  id: string;
  method: Method;
  path: string;
  summary: string;
  /** `token`: a publishing token (Authorization: Bearer twp_…) with the call's scope, never a session */
  /** `staff`: a staff session (Authorization: Bearer tws_…) of one of `roles`, or the admin token of machine jobs */
  auth: 'none' | 'optional' | 'required' | 'token' | 'staff';
  /** who of staff may make a `staff` call (admins always may: contract/staff-roles.ts) */
  roles?: readonly StaffRole[];
  params?: P;
  query?: Q;
  body?: B;
  /** multipart uploads name the file field; the body schema then covers the other fields */
  file?: string;
  data: D;
  /** answers that are files, not envelopes (content type) */
  produces?: string;
  example?: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
}

export const defineCall = <
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
>(call: Call<Q, B, P, D>) => call;

/** What a call's body or query holds once its schema has parsed it: the type a service takes. */
export type BodyOf<C> = C extends Call<z.ZodType, infer B, z.ZodType, z.ZodType> ? z.output<B> : never;
export type QueryOf<C> = C extends Call<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.output<Q> : never;
export type DataOf<C> = C extends Call<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.output<D> : never;

/**
 * What a caller sends: the zod input of the call's params, query and body, each under its own key. A part the call
 * does not take cannot be sent; a part whose fields all have defaults or are optional may be left out. A number the
 * contract also accepts as digits (query strings and forms send digits) is sent as a number: whoever holds a string
 * id turns it into a number at its own edge, so the contract's lenient parse is for the wire, not for callers.
 */
export type RequestOf<C> =
  C extends Call<infer Q, infer B, infer P, z.ZodType> ? Simplify<Part<'params', P> & Part<'query', Q> & Part<'body', B>> : never;

/** `request` is optional exactly when the call needs nothing (`upstream.call(listVersions)`). */
export type RequestArgs<C> = {} extends RequestOf<C> ? [request?: RequestOf<C>] : [request: RequestOf<C>];

/** `defineCall` leaves a part the call does not take at the bare `z.ZodType`. */
type Part<K extends string, S> = [z.ZodType] extends [S]
  ? { [P in K]?: never }
  : {} extends Sent<z.input<S>>
    ? { [P in K]?: Sent<z.input<S>> }
    : { [P in K]: Sent<z.input<S>> };

/** `number | string` (a number or its digits) becomes `number`, in every field and array item. */
type Sent<T> = [number] extends [T]
  ? Exclude<T, string>
  : T extends readonly (infer I)[]
    ? Sent<I>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `/doc/info/{type}/{lang}` + `{type: '1', lang: 'EN'}` → `/doc/info/1/EN` */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

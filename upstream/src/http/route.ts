import type { NextFunction, Request, Response, Router } from 'express';
import { z } from 'zod';
import type { Call, DataOf } from '../../../contract/index.ts';
import { findUnstorableText } from '../../../contract/input.ts';
import { ApiError } from '../domain/api-error.ts';
import type { Locale } from '../domain/locale.ts';
import { localeOf } from './locale.ts';
import { fail, translate } from '../domain/messages.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<C extends Call> {
  query: Parsed<NonNullable<C['query']>>;
  body: Parsed<NonNullable<C['body']>>;
  params: Parsed<NonNullable<C['params']>>;
  locale: Locale;
  req: Request;
  res: Response;
}

/** Zod's own messages (for checks the contract gave no text) in Chinese; English is Zod's default. */
const zodChinese = z.locales.zhCN().localeError;

/**
 * The first problem, in the request's language: a message the contract wrote is looked up in the
 * messages table and answered alone; any other names the field it concerns.
 */
const firstIssue = (error: z.ZodError, locale: Locale) => {
  const issue = error.issues[0];
  const known = translate(issue.message, locale);
  if (known) return known;
  const where = issue.path.join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
};

const parse = (schema: z.ZodType | undefined, value: unknown, locale: Locale) => {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {}, locale === 'zh' ? { error: zodChinese } : undefined);
  if (!result.success) throw new ApiError(400, firstIssue(result.error, locale));
  return result.data;
};

/**
 * Whatever the schemas say, no string of the request (value or key, in the path, query or body) may hold
 * a NUL or an unpaired surrogate: PostgreSQL refuses the first (a 500 mid-handler, perhaps after other
 * writes) and UTF-8 silently replaces the second.
 */
const refuseUnstorableText = (req: Request) => {
  for (const part of [req.params, req.query, req.body]) {
    if (findUnstorableText(part) !== undefined) throw fail(400, 'textRefused');
  }
};

/** `/doc/info/{type}/{lang}` → `/doc/info/:type/:lang` */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export interface RouteOptions<C extends Call> {
  /** fields a legacy client reads beside the envelope (the doc calls' top-level `code` and `doc`) */
  topLevel?: (data: DataOf<C>) => Record<string, unknown>;
}

/**
 * Mounts one contract call: the request's text is checked to be storable and the request is validated
 * with the call's schemas (a bad one changes nothing and gets statusCode 400 with the first problem),
 * the handler's result is checked against the call's `data` schema and wrapped in the envelope.
 */
export const route = <C extends Call>(
  router: Router,
  call: C,
  handler: (input: RouteInput<C>) => Promise<DataOf<C>> | DataOf<C>,
  options: RouteOptions<C> = {},
) => {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'delete';
  router[method](expressPath(call.path), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const locale = localeOf(req);
      refuseUnstorableText(req);
      const input = {
        query: parse(call.query, req.query, locale),
        body: parse(call.body, req.body, locale),
        params: parse(call.params, req.params, locale),
        locale,
        req,
        res,
      } as RouteInput<C>;
      const data = call.data.parse(await handler(input)) as DataOf<C>;
      if (res.headersSent) return;
      if (call.produces) {
        res.type(call.produces).send(data);
        return;
      }
      res.json({ ...options.topLevel?.(data), statusCode: 200, messages: 'success', data });
    } catch (error) {
      next(error);
    }
  });
};

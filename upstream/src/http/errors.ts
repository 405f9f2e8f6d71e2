import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../domain/api-error.ts';
import { localeOf } from './locale.ts';
import { say } from '../domain/messages.ts';

/** Raw mode: with `index=1` the caller reads the body as is, so a failure still travels as HTTP 200. */
const isRawMode = (req: Request) => String(req.query?.index ?? '') === '1';

/** The last middleware: every failure leaves as the envelope, never as a stack trace. */
export const answerErrors = (error: unknown, req: Request, res: Response, _next: NextFunction) => {
  const answer = (statusCode: number, messages: string) =>
    res.status(isRawMode(req) ? 200 : statusCode).json({ statusCode, messages, data: null });
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    answer(error.statusCode, error.messageIn(localeOf(req)));
    return;
  }
  const { status, type } = error as { status?: number; type?: string };
  // body-parser's refusals, in the request's language
  if (type === 'entity.too.large' || type === 'entity.parse.failed') {
    answer(status ?? 400, say(localeOf(req), type === 'entity.too.large' ? 'bodyTooLarge' : 'bodyNotJson'));
    return;
  }
  if (status && status >= 400 && status < 500) {
    answer(status, (error as Error).message);
    return;
  }
  console.error('[upstream] unexpected error', error);
  answer(500, say(localeOf(req), 'internalError'));
};

export const answerNotFound = (req: Request, res: Response) => {
  res.status(404).json({ statusCode: 404, messages: `No such call: ${req.method} ${req.path}`, data: null });
};

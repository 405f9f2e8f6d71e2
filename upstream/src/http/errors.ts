import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.ts';

/** The last middleware: every failure leaves as the envelope, never as a stack trace. */
export const answerErrors = (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  if (error instanceof ApiError) {
    res.status(error.statusCode).json({ statusCode: error.statusCode, messages: error.message, data: null });
    return;
  }
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ statusCode: status, messages: (error as Error).message, data: null });
    return;
  }
  console.error('[upstream] unexpected error', error);
  res.status(500).json({ statusCode: 500, messages: 'Internal server error', data: null });
};

export const answerNotFound = (req: Request, res: Response) => {
  res.status(404).json({ statusCode: 404, messages: `No such call: ${req.method} ${req.path}`, data: null });
};

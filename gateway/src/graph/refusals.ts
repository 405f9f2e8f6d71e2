import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';

/** GraphQL's error shape, which every refusal of the gateway takes, whatever the path. */
const body = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/** One line a refusal, never a stack: a flood of bad requests must not flood the log with traces. */
const logLine = (status: number, method: string, url: string, reason: string) =>
  console.warn(`[gateway] ${status} ${method} ${url.slice(0, 200)}: ${reason.replace(/\s+/g, ' ').slice(0, 300)}`);

/** Answers a refusal in GraphQL's error shape and logs it on one line. */
export const refuse = (req: Request, res: Response, status: number, code: string, message: string) => {
  logLine(status, req.method, req.originalUrl, message);
  res.status(status).json(body(message, code));
};

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
};

interface HttpError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
  limit?: number;
  expose?: boolean;
}

/** What the caller is told: body-parser's texts named plainly; other client errors as their library wrote them. */
const messageOf = (error: HttpError, status: number) => {
  if (error.type === 'entity.too.large') return `The request body is larger than the limit of ${error.limit} bytes`;
  if (error.type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (error instanceof URIError) return 'The address is not valid percent-encoding';
  return error.expose !== false && error.message ? error.message : (STATUS_CODES[status] ?? 'Bad request');
};

/**
 * The gateway's last error handler: a body too large, malformed JSON, a broken multipart request, a path the
 * static files refuse (outside /assets, or malformed) — each is answered as JSON in GraphQL's error shape with
 * its 4xx status, in production and development alike, and logged on one line. Anything else is our fault: 500
 * with no detail, logged on one line with where it was thrown.
 */
export const jsonRefusals: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  const declared = error.status ?? error.statusCode;
  // a malformed percent-encoding in the path is the caller's, wherever it is decoded
  const status = error instanceof URIError ? 400 : declared;
  if (status && status >= 400 && status < 500) return refuse(req, res, status, CODES[status] ?? 'BAD_REQUEST', messageOf(error, status));
  const where = error.stack?.split('\n')[1]?.trim() ?? '';
  logLine(500, req.method, req.originalUrl, `${error.name}: ${error.message} ${where}`);
  res.status(500).json(body('Internal server error', 'INTERNAL_SERVER_ERROR'));
};

/** A path nothing answered (the client's pages are answered before this): JSON, not Express's HTML page. */
export const jsonNotFound: RequestHandler = (req, res) => {
  res.status(404).json(body(`Nothing here: ${req.method} ${req.path.slice(0, 200)}`, 'NOT_FOUND'));
};

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers too large, a malformed request line)
 * get the same JSON instead of an empty answer.
 */
export const jsonClientErrors = (server: Server) => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: unknown }) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const text = JSON.stringify(body(STATUS_CODES[status]!, status === 431 ? 'REQUEST_HEADER_FIELDS_TOO_LARGE' : status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST'));
    logLine(status, '-', '-', error.code ?? error.message);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
};

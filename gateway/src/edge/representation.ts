import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** How bytes travel: as they are, Brotli or gzip. */
export type Encoding = 'identity' | 'br' | 'gzip';

/** One thing the edge sends (a kept answer, a prerendered page, a built asset) in every encoding, compressed once. */
export type Representation = Record<Encoding, Buffer>;

/**
 * Brotli at 11 (`best`) for prerendered pages, rendered in the background and sent for the gateway's lifetime: the
 * smallest bytes are worth the milliseconds; 9 (`fast`) for what is compressed while a visitor waits (a kept answer, the
 * first request of a built asset).
 */
export type Effort = 'best' | 'fast';

const brotliOptions = (bytes: Buffer, effort: Effort) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});

/** Bytes in every encoding, now (answers are a few kB; a page is rendered in the background). */
export const represent = (bytes: Buffer, effort: Effort = 'fast'): Representation => ({
  identity: bytes,
  br: brotliCompressSync(bytes, brotliOptions(bytes, effort)),
  gzip: gzipSync(bytes, { level: 9 }),
});

const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

/** The same off the main thread (zlib's pool), for files read while requests are served. */
export const representLater = async (bytes: Buffer, effort: Effort = 'fast'): Promise<Representation> => {
  const [br, gzipped] = await Promise.all([brotliLater(bytes, brotliOptions(bytes, effort)), gzipLater(bytes, { level: 9 })]);
  return { identity: bytes, br, gzip: gzipped };
};

/** Whether an Accept-Encoding takes this encoding (an encoding with q=0 is refused; `*` takes any). */
const takes = (acceptEncoding: string | string[] | undefined, encoding: string) =>
  String(acceptEncoding ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return (name === encoding || name === '*') && (q === undefined || Number(q) > 0);
    });

/**
 * The encoding to send for a request's Accept-Encoding: Brotli when taken at all (it is the smaller), else gzip, else
 * the bytes as they are. No Accept-Encoding at all would "accept" anything: such a client gets the bytes as they are.
 */
export const encodingFor = (acceptEncoding: string | string[] | undefined): Encoding =>
  acceptEncoding === undefined || acceptEncoding === '' ? 'identity' : takes(acceptEncoding, 'br') ? 'br' : takes(acceptEncoding, 'gzip') ? 'gzip' : 'identity';

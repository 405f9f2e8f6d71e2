import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The built client's text assets (scripts, styles, SVG) compressed with Brotli or gzip, whichever the browser
 * takes: the bundles shrink to about a quarter. The files are content-hashed and never change while the
 * gateway runs, so each is compressed once and kept. Anything else (a map, an image, a missing file) falls
 * through to the static files.
 */
export const compressedAssets = (dir: string): RequestHandler => {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<Buffer | null>>();
  const compressed = (file: string, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(file)
        .then((data) => (encoding === 'br' ? brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipped(data, { level: 9 })))
        .catch(() => null);
      cache.set(key, entry);
    }
    return entry;
  };
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    // Brotli when taken at all (it is the smaller), else gzip
    // (no Accept-Encoding at all would "accept" anything: such a client gets the file as it is)
    const encoding = !req.headers['accept-encoding'] ? false : req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || !file.startsWith(root + path.sep) || (encoding !== 'br' && encoding !== 'gzip')) {
      next();
      return;
    }
    void compressed(file, encoding).then((body) => {
      if (!body) return next();
      res.setHeader('content-type', type);
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('content-length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    }, next);
  };
};

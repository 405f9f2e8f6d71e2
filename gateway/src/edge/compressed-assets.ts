import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { encodingFor, representLater, type Representation } from './representation.ts';

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
  const cache = new Map<string, Promise<Representation | null>>();
  const compressed = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(file)
        .then((data) => representLater(data))
        .catch(() => null);
      cache.set(file, entry);
    }
    return entry;
  };
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    const encoding = encodingFor(req.headers['accept-encoding']);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || !file.startsWith(root + path.sep) || encoding === 'identity') {
      next();
      return;
    }
    void compressed(file).then((bodies) => {
      if (!bodies) return next();
      const body = bodies[encoding];
      res.setHeader('content-type', type);
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('content-length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    }, next);
  };
};

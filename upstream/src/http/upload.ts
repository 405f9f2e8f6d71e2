import type { Request } from 'express';
import busboy from 'busboy';
import { fail } from '../domain/messages.ts';

/** An extension package may be at most this large (real ones reach 8 MB). */
export const MAX_PACKAGE_BYTES = 20 * 1024 * 1024;

/**
 * Reads the one file of a multipart/form-data request as it streams in, stopping at `maxBytes`: a larger
 * file is refused as soon as it passes the limit, without buffering the rest.
 */
export const readUploadedFile = (req: Request, field: string, maxBytes = MAX_PACKAGE_BYTES) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes + 64 * 1024) return reject(fail(413, 'pluginUploadTooLarge'));
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
    } catch {
      return reject(fail(400, 'pluginUploadMissing'));
    }
    const chunks: Buffer[] = [];
    let found = false;
    let settled = false;
    const settle = (error: Error | null, value?: Uint8Array) => {
      if (settled) return;
      settled = true;
      if (error) {
        req.unpipe(parser);
        req.resume();
        reject(error);
      } else resolve(value!);
    };
    parser.on('file', (name, stream) => {
      // a form cut off mid-file fails each file's stream too: unheard, that error would end the process
      stream.on('error', () => settle(fail(400, 'pluginUploadMissing')));
      if (name !== field) return void stream.resume();
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle(fail(413, 'pluginUploadTooLarge')));
    });
    parser.on('error', () => settle(fail(400, 'pluginUploadMissing')));
    parser.on('close', () => (found ? settle(null, new Uint8Array(Buffer.concat(chunks))) : settle(fail(400, 'pluginUploadMissing'))));
    req.pipe(parser);
  });

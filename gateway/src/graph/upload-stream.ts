import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** What a resolver gets for an `Upload` argument: graphql-upload resolves it once the file part arrives. */
export type UploadArgument = Promise<FileUpload>;

/** The size limit of an extension package, the same on the gateway and the upstream. */
export const MAX_PACKAGE_BYTES = 20 * 1024 * 1024;

/**
 * One file as a multipart/form-data body that streams as the browser's upload arrives: the gateway never
 * holds a whole package. graphql-upload stops the file stream past maxFileSize, which ends this body too.
 */
export const multipartBody = (field: string, upload: Pick<FileUpload, 'filename' | 'mimetype' | 'createReadStream'>) => {
  const boundary = `----tidewatch-${randomBytes(12).toString('hex')}`;
  const filename = upload.filename.replace(/["\r\n\\]/g, '_');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${upload.mimetype || 'application/zip'}\r\n\r\n`;
  const source = upload.createReadStream();
  async function* parts() {
    yield Buffer.from(head);
    for await (const chunk of source) yield chunk as Buffer;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { body: Readable.from(parts()), contentType: `multipart/form-data; boundary=${boundary}`, source };
};

/** graphql-upload's error when a file passes maxFileSize. */
export const isTooLarge = (error: unknown) =>
  error instanceof Error && ((error as { status?: number }).status === 413 || /exceeds the \d+ byte size limit/.test(error.message));

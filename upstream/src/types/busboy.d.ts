/** The part of busboy 1.x (installed with graphql-upload) that the upload route uses; it ships no types. */
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  interface BusboyConfig {
    headers: IncomingHttpHeaders;
    limits?: { fileSize?: number; files?: number; fields?: number; parts?: number; fieldSize?: number };
  }
  interface FileInfo {
    filename: string;
    encoding: string;
    mimeType: string;
  }
  interface Busboy extends Writable {
    on(event: 'file', listener: (name: string, stream: Readable & { truncated?: boolean }, info: FileInfo) => void): this;
    on(event: 'field', listener: (name: string, value: string) => void): this;
    on(event: 'close' | 'finish' | 'filesLimit' | 'partsLimit' | 'fieldsLimit', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
  export default function busboy(config: BusboyConfig): Busboy;
}

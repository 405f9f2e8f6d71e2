import { Inflate } from 'fflate';
import { issue, type PackageIssue } from './package-issue.ts';

/**
 * A defensive zip reader for uploaded packages. fflate's unzipSync trusts the archive; this one reads the
 * central directory first and refuses a hostile archive from its declared sizes BEFORE inflating anything,
 * then inflates each entry in small steps and stops the moment an entry grows past what it declared, so a
 * lying header cannot make us allocate more than the limits.
 */
export const zipLimits = {
  maxEntries: 5000,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  /** ratios of tiny files say nothing (a 2 KB run of spaces compresses 100×); judge entries from this size */
  ratioFloorBytes: 64 * 1024,
};

export class ZipRefusal extends Error {
  constructor(readonly issue: PackageIssue) {
    super(issue.message);
  }
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  isDirectory: boolean;
  isSymlink: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Unix and OS X hosts keep the file mode in the high 16 bits of the external attributes. */
const unixHosts = new Set([3, 19]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export const isZipMagic = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);

/** `a/../../b`, `/etc/x`, `C:\x`, `\\host\x`: anything that would land outside the folder it is unpacked in. */
export const unsafePath = (name: string) => {
  const path = name.replace(/\\/g, '/');
  return path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').some((part) => part === '..') || path.includes('\0');
};

const readEntries = (zip: Uint8Array, locale: 'zh' | 'en'): Entry[] => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const refuse = (rule: Parameters<typeof issue>[0], params?: Record<string, string | number>) => new ZipRefusal(issue(rule, locale, params));
  if (zip.length < 4 || !isZipMagic(zip)) throw refuse('notZip');
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw refuse('truncated');
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw refuse('zip64');
  if (count > zipLimits.maxEntries) throw refuse('tooManyEntries', { count, max: zipLimits.maxEntries });
  if (cdOffset + cdSize > eocd) throw refuse('truncated');
  const entries: Entry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) throw refuse('truncated');
    const madeBy = view.getUint16(at + 4, true);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const external = view.getUint32(at + 38, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > eocd) throw refuse('truncated');
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const mode = (external >>> 16) & S_IFMT;
    entries.push({
      name,
      method,
      flags,
      compressedSize,
      size,
      localOffset,
      isDirectory: name.endsWith('/'),
      isSymlink: unixHosts.has(madeBy >> 8) && mode === S_IFLNK,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** The budget shared by a package and the archives nested in it. */
export interface Budget {
  entries: number;
  bytes: number;
}

/**
 * Checks everything the central directory declares (entries, paths, links, encryption, sizes, ratios) and
 * only then inflates, within the declared sizes. Answers each file's bytes by name (directories left out).
 */
export const readZip = (zip: Uint8Array, locale: 'zh' | 'en', budget: Budget = { entries: 0, bytes: 0 }): Map<string, Uint8Array> => {
  const refuse = (rule: Parameters<typeof issue>[0], params?: Record<string, string | number>) => new ZipRefusal(issue(rule, locale, params));
  const entries = readEntries(zip, locale);
  budget.entries += entries.length;
  if (budget.entries > zipLimits.maxEntries) throw refuse('tooManyEntries', { count: budget.entries, max: zipLimits.maxEntries });
  let declared = 0;
  let compressed = 0;
  for (const entry of entries) {
    if (unsafePath(entry.name)) throw refuse('unsafePath', { file: entry.name });
    if (entry.isSymlink) throw refuse('symlink', { file: entry.name });
    // Bit 0: traditional encryption; method 99: AES (WinZip).
    if (entry.flags & 1 || entry.method === 99) throw refuse('encrypted', { file: entry.name });
    if (entry.method !== 0 && entry.method !== 8) throw refuse('unsupportedMethod', { file: entry.name, method: entry.method });
    if (entry.size >= zipLimits.ratioFloorBytes && entry.size > zipLimits.maxRatio * Math.max(entry.compressedSize, 1)) throw refuse('ratio', { file: entry.name, max: zipLimits.maxRatio });
    declared += entry.size;
    compressed += entry.compressedSize;
  }
  if (budget.bytes + declared > zipLimits.maxUnpackedBytes) throw refuse('tooLarge', { max: zipLimits.maxUnpackedBytes / 1024 / 1024 });
  if (declared >= zipLimits.ratioFloorBytes && declared > zipLimits.maxRatio * Math.max(compressed, 1)) throw refuse('ratio', { file: '*.zip', max: zipLimits.maxRatio });
  budget.bytes += declared;

  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry.isDirectory) continue;
    const at = entry.localOffset;
    if (at + 30 > zip.length || view.getUint32(at, true) !== LOCAL) throw refuse('truncated');
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > zip.length) throw refuse('truncated');
    const data = zip.subarray(start, end);
    files.set(entry.name.replace(/\\/g, '/'), entry.method === 0 ? sizedStored(data, entry, refuse) : boundedInflate(data, entry, refuse));
  }
  return files;
};

const sizedStored = (data: Uint8Array, entry: Entry, refuse: (rule: 'sizeMismatch', params: Record<string, string>) => Error) => {
  if (data.length !== entry.size) throw refuse('sizeMismatch', { file: entry.name });
  return data;
};

/** Inflates in 16 KB steps into a buffer of the declared size; more output than declared stops it at once. */
const boundedInflate = (data: Uint8Array, entry: Entry, refuse: (rule: 'sizeMismatch' | 'truncated', params?: Record<string, string>) => Error) => {
  const out = new Uint8Array(entry.size);
  let written = 0;
  let overflow = false;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > out.length) {
      overflow = true;
      throw refuse('sizeMismatch', { file: entry.name });
    }
    out.set(chunk, written);
    written += chunk.length;
    if (final) ended = true;
  });
  const step = 16 * 1024;
  try {
    for (let at = 0; at < data.length || at === 0; at += step) {
      inflater.push(data.subarray(at, at + step), at + step >= data.length);
      if (data.length === 0) break;
    }
  } catch (error) {
    if (overflow || error instanceof ZipRefusal) throw error;
    throw refuse('truncated');
  }
  if (!ended || written !== entry.size) throw refuse('sizeMismatch', { file: entry.name });
  return out;
};

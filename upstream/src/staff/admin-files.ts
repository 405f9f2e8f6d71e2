import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a started upstream leaves in its data folder for the admin CLI on the same machine: the admin token and the
 * origin it listens on, so that `npm run admin` finds the site whatever PORT / UPSTREAM_PORT it was started with.
 */
export const adminTokenFile = (dataDir: string) => join(dataDir, 'admin-token');
export const upstreamOriginFile = (dataDir: string) => join(dataDir, 'upstream-origin');

export const writeAdminToken = (dataDir: string, token: string) => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(adminTokenFile(dataDir), `${token}\n`, { mode: 0o600 });
};

export const writeUpstreamOrigin = (dataDir: string, origin: string) => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(upstreamOriginFile(dataDir), `${origin}\n`);
};

/** Removed when that upstream stops, unless another upstream on the same folder has written its own since. */
export const removeUpstreamOrigin = (dataDir: string, origin: string) => {
  if (readTrimmed(upstreamOriginFile(dataDir)) === origin) rmSync(upstreamOriginFile(dataDir), { force: true });
};

/** A file's text without its line end, or null when there is no such file. */
export const readTrimmed = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from './client-build.ts';

let folder: string;
let dist: string;
let source: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  dist = path.join(folder, 'dist');
  source = path.join(folder, 'src.ts');
  mkdirSync(dist);
  writeFileSync(source, 'export {};\n');
  // the source is older than the build: only the mode can make it stale
  utimesSync(source, new Date(2020, 0, 1), new Date(2020, 0, 1));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const built = (nodeEnv?: string) => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  mkdirSync(path.join(dist, '.server'), { recursive: true });
  writeFileSync(path.join(dist, '.server', 'prerender-a1b2c3.js'), 'export {};');
  if (nodeEnv) writeFileSync(path.join(dist, 'build-mode.json'), JSON.stringify({ nodeEnv }));
};

describe('whether npm start rebuilds the client', () => {
  it('builds when nothing is built', () => {
    expect(staleBuildReason(dist, { NODE_ENV: 'production' }, [source])).toBe('not built yet');
  });

  it('reuses a build made for the same mode whose sources did not change', () => {
    built('production');
    expect(staleBuildReason(dist, { NODE_ENV: 'production' }, [source])).toBeUndefined();
    // no NODE_ENV builds for production, like Vite
    expect(staleBuildReason(dist, {}, [source])).toBeUndefined();
    // a test run's NODE_ENV=test uses the production build, as users get it
    expect(staleBuildReason(dist, { NODE_ENV: 'test' }, [source])).toBeUndefined();
  });

  it('rebuilds a development build for a production start, and the other way round, though no file changed', () => {
    built('development');
    expect(staleBuildReason(dist, { NODE_ENV: 'production' }, [source])).toBe('built for NODE_ENV=development, starting with NODE_ENV=production');
    expect(staleBuildReason(dist, {}, [source])).toMatch(/starting with NODE_ENV=production/);
    built('production');
    expect(staleBuildReason(dist, { NODE_ENV: 'development' }, [source])).toBe('built for NODE_ENV=production, starting with NODE_ENV=development');
  });

  it('rebuilds a build without the prerenderer', () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'build-mode.json'), JSON.stringify({ nodeEnv: 'production' }));
    expect(staleBuildReason(dist, { NODE_ENV: 'production' }, [source])).toBe('no prerenderer built');
  });

  it('rebuilds a build that does not say its mode', () => {
    built();
    expect(staleBuildReason(dist, { NODE_ENV: 'production' }, [source])).toBe('built for NODE_ENV=unknown, starting with NODE_ENV=production');
  });

  it('rebuilds when a source is newer than the build', () => {
    built('production');
    utimesSync(source, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(staleBuildReason(dist, { NODE_ENV: 'production' }, [source])).toBe('sources changed');
  });
});

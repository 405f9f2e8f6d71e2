import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const newestChange = (target: string): number => {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
};

/** Builds the client when it has never been built or its sources changed since the last build. */
export const buildClientIfNeeded = () => {
  const built = 'client/dist/index.html';
  // contract/ too: the client imports its rules and money formatting.
  const sources = ['client/src', 'client/index.html', 'client/public', 'client/vite.config.ts', 'client/lingui.config.ts', 'client/graphql-documents-plugin.ts', 'contract'];
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestChange))) return false;
  console.log('Building the client…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  return true;
};

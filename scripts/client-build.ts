import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MODE_FILE, wantedBuildMode } from '../client/build-mode-plugin.ts';
import { prerendererEntry } from '../gateway/src/edge/prerendered-pages.ts';

const newestChange = (target: string): number => {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
};

// contract/ too: the client imports its rules and money formatting.
const SOURCES = ['client/src', 'client/index.html', 'client/public', 'client/vite.config.ts', 'client/lingui.config.ts', 'client/graphql-documents-plugin.ts', 'client/build-mode-plugin.ts', 'contract'];

/** The NODE_ENV the build in `dist` was made for, or undefined when it does not say (older builds). */
const builtMode = (dist: string): string | undefined => {
  try {
    return (JSON.parse(readFileSync(path.join(dist, BUILD_MODE_FILE), 'utf8')) as { nodeEnv?: string }).nodeEnv;
  } catch {
    return undefined;
  }
};

/**
 * Why the build in `dist` cannot serve a start in this environment, or undefined when it can: it is missing, was made
 * for another NODE_ENV (a development build must never reach production), or is older than a source.
 */
export const staleBuildReason = (dist: string, env: NodeJS.ProcessEnv = process.env, sources: string[] = SOURCES): string | undefined => {
  const built = path.join(dist, 'index.html');
  if (!existsSync(built)) return 'not built yet';
  if (!prerendererEntry(dist)) return 'no prerenderer built';
  const wanted = wantedBuildMode(env);
  const mode = builtMode(dist);
  if (mode !== wanted) return `built for NODE_ENV=${mode ?? 'unknown'}, starting with NODE_ENV=${wanted}`;
  if (statSync(built).mtimeMs < Math.max(...sources.filter(existsSync).map(newestChange))) return 'sources changed';
  return undefined;
};

/**
 * Builds the client when it has never been built, was built for another NODE_ENV, or its sources changed since; for
 * the NODE_ENV of `env` (the cluster passes production: its gateways run with NODE_ENV=production).
 */
export const buildClientIfNeeded = (env: NodeJS.ProcessEnv = process.env) => {
  const reason = staleBuildReason('client/dist', env);
  if (!reason) return false;
  console.log(`Building the client (${reason})…`);
  // the browser's build, then the prerenderer for the gateway (the first empties dist/, .server included)
  for (const ssr of [[], ['--ssr', 'src/prerender.tsx']]) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn', ...ssr], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: wantedBuildMode(env) },
    });
  }
  return true;
};

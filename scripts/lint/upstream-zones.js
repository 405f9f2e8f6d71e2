/**
 * The upstream's rooms (upstream/src/), for any feature there is or will be:
 * - the shared kernel, in layers from the ground up: domain/ (messages, errors, clock, config), db/, mail/, runtime/
 *   (what services receive, jobs, rate limits), http/ (routes from the contract). A layer imports only the ones below it
 *   and never a feature, the seed or the app;
 * - features: every other folder (accounts/, orders/, licensing/ …). A feature imports the kernel and itself, and another
 *   feature only through that feature's own entry, `index.ts`; only its `*-routes.ts` files speak HTTP (express, http/);
 * - seed/ (demo data) sits on the features, through their entries; the files at the top (app.ts, server.ts, main.ts …)
 *   compose everything. Tests and testing/ may reach anything.
 * So a new feature is a new folder and needs no edit here.
 */

const UPSTREAM = 'upstream/src/';
export const KERNEL = ['domain', 'db', 'mail', 'runtime', 'http'];
const FREE = ['testing', 'types'];

const isTest = (path) => /\.test\.tsx?$/.test(path) || path.endsWith('.test-d.ts');

/** The room of a repository-relative path with `/` separators. @param {string} path */
export const upstreamZoneOf = (path) => {
  if (!path.startsWith(UPSTREAM)) return { kind: 'other' };
  const rest = path.slice(UPSTREAM.length);
  if (isTest(rest)) return { kind: 'free' };
  const slash = rest.indexOf('/');
  if (slash === -1) return { kind: 'app' };
  const top = rest.slice(0, slash);
  if (KERNEL.includes(top)) return { kind: 'kernel', name: top, rank: KERNEL.indexOf(top) };
  if (top === 'seed') return { kind: 'seed' };
  if (FREE.includes(top)) return { kind: 'free' };
  return { kind: 'feature', name: top, entry: rest === `${top}/index.ts`, routes: rest.endsWith('-routes.ts') };
};

const MOVE_DOWN = 'move what both need down into the kernel (domain/, db/, mail/, runtime/)';

/**
 * Why `importer` may not import `imported` (both repository-relative), or undefined when it may.
 * @param {string} importer
 * @param {string} imported
 */
export const upstreamCrossing = (importer, imported) => {
  const from = upstreamZoneOf(importer);
  const to = upstreamZoneOf(imported);
  if (from.kind === 'other' || from.kind === 'free' || from.kind === 'app' || to.kind === 'other' || to.kind === 'free') return undefined;
  if (from.kind === 'kernel') {
    if (to.kind === 'kernel' && to.rank > from.rank) return `upstream/src/${from.name} imports upstream/src/${to.name}, a layer above it: the kernel's layers point down (${KERNEL.join(' < ')}).`;
    if (to.kind === 'feature') return `upstream/src/${from.name} (the kernel) imports the ${to.name} feature: features sit on the kernel, never under it; ${MOVE_DOWN}, or let the app pass it in.`;
    if (to.kind === 'seed' || to.kind === 'app') return `upstream/src/${from.name} (the kernel) imports ${to.kind === 'seed' ? 'the seed' : 'the app'}, which sits above it.`;
    return undefined;
  }
  const who = from.kind === 'feature' ? `The ${from.name} feature` : 'The seed';
  if (to.kind === 'app') return `${who} imports the app (${imported.slice(UPSTREAM.length)}): the app composes features, never the other way.`;
  if (to.kind === 'seed' && from.kind === 'feature') return `${who} imports the seed: demo data sits above the features; let the app pass what the feature needs.`;
  if (to.kind === 'feature' && (from.kind === 'seed' || to.name !== from.name) && !to.entry)
    return `${who} imports ${imported.slice(UPSTREAM.length)}: another feature is reached only through its entry, upstream/src/${to.name}/index.ts (export it there).`;
  if (from.kind === 'feature' && to.kind === 'kernel' && to.name === 'http' && !from.routes)
    return `${importer.slice(UPSTREAM.length)} imports upstream/src/http: only a feature's *-routes.ts files speak HTTP; services take plain values.`;
  return undefined;
};

/** Why `importer` may not import the package `name`, or undefined. @param {string} importer @param {string} name */
export const upstreamPackageCrossing = (importer, name) => {
  if (name !== 'express') return undefined;
  const from = upstreamZoneOf(importer);
  if ((from.kind === 'feature' && !from.routes) || (from.kind === 'kernel' && from.name !== 'http'))
    return `${importer.slice(UPSTREAM.length)} imports express: Express belongs to upstream/src/http and a feature's *-routes.ts files; services take plain values.`;
  return undefined;
};

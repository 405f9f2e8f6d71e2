/** Extension packages for the package checks' tests: a good one, and the means to break it one rule at a time. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { validatePackage, type PackageVerdict } from '../plugins/validate-package.ts';

/** A minimal valid manifest; tests override fields (undefined removes one). */
export const manifestOf = (overrides: Record<string, unknown> = {}) => {
  const manifest: Record<string, unknown> = {
    name: 'hello-tidewatch',
    publisher: 'acme',
    version: '0.1.0',
    engines: '1.8.230',
    main: './src/main.js',
    description: 'Shows a summary of the current task.',
    icon: './assets/icon.svg',
    contributes: { views: { toolbar: [{ command: 'hello.summary', title: 'Task summary' }] } },
    ...overrides,
  };
  for (const key of Object.keys(manifest)) if (manifest[key] === undefined) delete manifest[key];
  return manifest;
};

export const icon = (size = 32) => strToU8(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}"/></svg>`);

/** The files of a good package; `extra` adds or replaces files (null removes one). */
export const filesOf = (manifest: Record<string, unknown> | string = manifestOf(), extra: Record<string, Uint8Array | string | null> = {}): Zippable => {
  const files: Zippable = {
    'package.json': strToU8(typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2)),
    'src/main.js': strToU8("tidewatch.registerCommand('hello.summary', () => tidewatch.showInformationMessage('hi'));\n"),
    'assets/icon.svg': icon(),
    'README.md': strToU8('# Hello\n'),
  };
  for (const [name, content] of Object.entries(extra)) {
    if (content === null) delete files[name];
    else files[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return files;
};

export const zip = (files: Zippable = filesOf()) => zipSync(files, { level: 6 });
export const check = (bytes: Uint8Array, locale: 'zh' | 'en' = 'en') => validatePackage(bytes, locale);
export const rules = (verdict: PackageVerdict) => (verdict.ok ? [] : verdict.reasons.map((reason) => reason.rule));
export const warnings = (verdict: PackageVerdict) => (verdict.ok ? verdict.warnings.map((warning) => warning.rule) : ['refused']);
export const message = (verdict: PackageVerdict) => (verdict.ok ? '' : verdict.reasons.map((reason) => reason.message).join('\n'));

/**
 * The files of a published extension kept in plugins/fixtures/published/<folder> (see its README: whose it is),
 * with `manifest` fields changed and `extra` files added or replaced (null removes one), as zip entries.
 */
export const publishedFiles = (folder: string, manifest: Record<string, unknown> = {}, extra: Record<string, Uint8Array | string | null> = {}): Zippable => {
  const root = fileURLToPath(new URL(`../plugins/fixtures/published/${folder}/`, import.meta.url));
  const files: Zippable = {};
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = `${dir}${name}`;
      if (statSync(path).isDirectory()) walk(`${path}/`, `${prefix}${name}/`);
      else files[`${prefix}${name}`] = new Uint8Array(readFileSync(path));
    }
  };
  walk(root, '');
  if (Object.keys(manifest).length) {
    const original = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as Record<string, unknown>;
    const changed: Record<string, unknown> = { ...original, ...manifest };
    for (const key of Object.keys(changed)) if (changed[key] === undefined) delete changed[key];
    files['package.json'] = strToU8(JSON.stringify(changed, null, 2));
  }
  for (const [name, content] of Object.entries(extra)) {
    if (content === null) delete files[name];
    else files[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return files;
};

/** The folders of plugins/fixtures/published. */
export const publishedFolders = () =>
  readdirSync(fileURLToPath(new URL('../plugins/fixtures/published/', import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

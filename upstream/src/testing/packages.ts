/** Extension packages for the package checks' tests: a good one, and the means to break it one rule at a time. */
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

import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import type { PluginTranslation } from '../db/tables.ts';

/** The languages a translation file may be written for (English is the manifest itself). */
export const translationLanguages = ['CN', 'DE', 'JA', 'KO', 'FR'] as const;

/** What the market keeps of one package, read from its zip. */
export interface PackageFacts {
  hash: string;
  size: number;
  manifest: Record<string, unknown>;
  name: string;
  publisher: string;
  version: string;
  engines: string;
  description: string;
  category: string;
  readme: string;
  changelog: string;
  translations: Record<string, PluginTranslation>;
  /** the view entry points it adds */
  views: string[];
  /** the icon file the manifest names (SVG or PNG) */
  icon: { bytes: Uint8Array; type: 'image/svg+xml' | 'image/png' } | null;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `./main.js` → `main.js`, relative to the folder holding the manifest. */
export const packagePath = (root: string, path: string) => root + path.replace(/^\.\//, '');

/** The folder the manifest is in: the zip's root, or its single top-level folder. */
export const manifestRoot = (names: string[]) => {
  if (names.includes('package.json')) return '';
  const tops = new Set(names.map((name) => name.split('/')[0]));
  const [top] = tops;
  return tops.size === 1 && names.includes(`${top}/package.json`) ? `${top}/` : null;
};

const iconTypeOf = (path: string) => (/\.svg$/i.test(path) ? 'image/svg+xml' : /\.png$/i.test(path) ? 'image/png' : null);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Reads the facts of a package that is known to be well formed (demo packages, or one the upload validator
 * accepted); throws on a package without a manifest.
 */
export const readPackage = (zip: Uint8Array): PackageFacts => {
  const files = unzipSync(zip);
  const root = manifestRoot(Object.keys(files));
  if (root === null) throw new Error('package.json is missing from the package root');
  const read = (path: unknown) => {
    const file = typeof path === 'string' ? files[packagePath(root, path)] : undefined;
    return file ? strFromU8(file) : '';
  };
  const manifest = JSON.parse(strFromU8(files[`${root}package.json`])) as Record<string, unknown>;
  const contributes = (manifest.contributes ?? {}) as { views?: Record<string, unknown> };
  const languages = Array.isArray(manifest.language) ? manifest.language.filter((code): code is string => typeof code === 'string') : [];
  const translations: Record<string, PluginTranslation> = {};
  for (const code of languages) {
    const file = read(`language/${code}.json`);
    if (!file) continue;
    const translation = JSON.parse(file) as Record<string, unknown>;
    translations[code] = { description: text(translation.description), readme: read(translation.readme), changelog: read(translation.changelog) };
  }
  const iconFile = typeof manifest.icon === 'string' ? files[packagePath(root, manifest.icon)] : undefined;
  const iconType = typeof manifest.icon === 'string' ? iconTypeOf(manifest.icon) : null;
  return {
    hash: sha256(zip),
    size: zip.byteLength,
    manifest,
    name: text(manifest.name),
    publisher: text(manifest.publisher),
    version: text(manifest.version),
    engines: text(manifest.engines),
    description: text(manifest.description),
    category: text(manifest.category) || 'Tools',
    readme: read('README.md'),
    changelog: read('CHANGELOG.md'),
    translations,
    views: Object.keys(contributes.views ?? {}),
    icon: iconFile && iconType ? { bytes: iconFile, type: iconType } : null,
  };
};


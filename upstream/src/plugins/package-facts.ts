import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import type { PluginTranslation } from '../db/tables.ts';
import { manifestRoot, packagePath } from './validate-package.ts';
import { viewPoints } from './view-locations.ts';

export { manifestRoot, packagePath, translationLanguages } from './validate-package.ts';

/** What the market keeps of one package, read from its zip. */
export interface PackageFacts {
  hash: string;
  size: number;
  manifest: Record<string, unknown>;
  name: string;
  /** the manifest's displayName, '' when it has none (the market then shows the name) */
  displayName: string;
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
  return packageFacts(zip, new Map(Object.entries(files)), root);
};

/** The facts of a package from its unpacked files (the validator's output, or readPackage's). */
export const packageFacts = (zip: Uint8Array, files: Map<string, Uint8Array>, root: string): PackageFacts => {
  const read = (path: unknown) => {
    const file = typeof path === 'string' ? files.get(packagePath(root, path)) : undefined;
    return file ? strFromU8(file) : '';
  };
  /**
   * A translation file names its README and changelog relative to itself, as published extensions write it
   * (`translate/CN/translate.json` → `"readme": "./README.md"` is `translate/CN/README.md`); a path from the
   * package root is read when no file is there.
   */
  const readBeside = (translationPath: string, path: unknown) => {
    if (typeof path !== 'string') return '';
    const folder = translationPath.replace(/^\.\//, '').split('/').slice(0, -1).join('/');
    const beside = folder ? files.get(packagePath(root, `${folder}/${path.replace(/^\.\//, '')}`)) : undefined;
    return beside ? strFromU8(beside) : read(path);
  };
  const manifest = JSON.parse(strFromU8(files.get(`${root}package.json`)!).replace(/^\uFEFF/, '')) as Record<string, unknown>;
  const contributes = (manifest.contributes ?? {}) as { views?: unknown };
  // `language` maps a code to its translation file: { "CN": "./language/CN.json" } (tidewatch-extension.d.ts).
  const languages = typeof manifest.language === 'object' && manifest.language !== null && !Array.isArray(manifest.language) ? Object.entries(manifest.language) : [];
  const translations: Record<string, PluginTranslation> = {};
  for (const [code, path] of languages) {
    const file = read(path);
    if (!file || typeof path !== 'string') continue;
    const translation = JSON.parse(file.replace(/^\uFEFF/, '')) as Record<string, unknown>;
    translations[code] = { description: text(translation.description), readme: readBeside(path, translation.readme), changelog: readBeside(path, translation.changelog) };
  }
  const iconFile = typeof manifest.icon === 'string' && manifest.icon.trim() ? files.get(packagePath(root, manifest.icon)) : undefined;
  const iconType = typeof manifest.icon === 'string' ? iconTypeOf(manifest.icon) : null;
  return {
    hash: sha256(zip),
    size: zip.byteLength,
    manifest,
    name: text(manifest.name),
    displayName: text(manifest.displayName).trim(),
    publisher: text(manifest.publisher),
    version: text(manifest.version),
    engines: text(manifest.engines),
    description: text(manifest.description),
    category: text(manifest.category) || 'Tools',
    readme: read('README.md'),
    changelog: read('CHANGELOG.md'),
    translations,
    views: viewPoints(contributes.views),
    icon: iconFile && iconType ? { bytes: iconFile, type: iconType } : null,
  };
};

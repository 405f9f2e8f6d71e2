import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { validatePackage } from '../../plugins/validate-package.ts';
import { manifestRoot, readPackage } from '../../plugins/package-facts.ts';
import { viewLocations } from '../../plugins/view-locations.ts';
import { buildDemoPackage, demoPlugins } from './index.ts';

/** The spec's rules for a manifest (docs-market-content.md §3, §5), which issue #11's upload validator enforces. */
const viewEntryPoints = ['scanDia', 'scanRes', 'ipDetail.bannerTop', 'vulList', 'webfinder', 'leftNav', 'toolbar'];
const languages = ['CN', 'DE', 'JA', 'KO', 'FR'];
const semver = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const productVersion = /^\d+(\.\d+){1,3}$/;
const han = /[\u4e00-\u9fff]/;

const versionParts = (version: string) => version.split(/[-+]/)[0].split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  const at = x.findIndex((part, i) => part !== y[i]);
  return at !== -1 && x[at] > y[at];
};

describe.each(demoPlugins)('demo extension $folder', ({ folder, earlier = [] }) => {
  const zip = buildDemoPackage(folder);
  const files = unzipSync(zip);
  const root = manifestRoot(Object.keys(files));
  const manifest = JSON.parse(strFromU8(files['package.json'])) as Record<string, unknown>;
  const contributes = manifest.contributes as { configuration?: Record<string, Record<string, unknown>>; views?: Record<string, unknown> };
  const main = strFromU8(files[(manifest.main as string).replace(/^\.\//, '')]);

  it('is a zip with its manifest at the root and every required field', () => {
    expect(zip.slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    expect(root).toBe('');
    for (const field of ['name', 'publisher', 'engines', 'version', 'main', 'description']) expect(typeof manifest[field], field).toBe('string');
    expect(typeof manifest.contributes).toBe('object');
    expect(`${manifest.publisher}.${manifest.name}`).toBe(folder);
  });

  it('has a semver version above its earlier ones, and a product version as engines', () => {
    expect(manifest.version).toMatch(semver);
    expect(manifest.engines).toMatch(productVersion);
    for (const old of earlier) {
      expect(old.version).toMatch(semver);
      expect(old.engines).toMatch(productVersion);
      expect(newer(manifest.version as string, old.version)).toBe(true);
    }
  });

  it('points main and icon at files in the package; the icon is 32×32', () => {
    expect(files[(manifest.icon as string).replace(/^\.\//, '')]).toBeDefined();
    expect(readPackage(zip).icon?.type).toBe('image/svg+xml');
    expect(strFromU8(readPackage(zip).icon!.bytes)).toMatch(/^<svg[^>]*\swidth="32" height="32"/);
  });

  it('declares string configuration items and views of the known entry points, each with a command its main.js registers', () => {
    for (const [name, item] of Object.entries(contributes.configuration ?? {})) {
      expect(item.type, name).toBe('string');
      expect(typeof item.description).toBe('string');
    }
    for (const { point, entries } of viewLocations(contributes.views ?? {})) {
      expect(viewEntryPoints).toContain(point);
      for (const entry of entries as Record<string, unknown>[]) {
        expect(typeof entry.command).toBe('string');
        expect(main).toContain(`tidewatch.registerCommand('${entry.command as string}'`);
        if (entry.visible) expect(main).toContain(`tidewatch.registerCommand('${entry.visible as string}'`);
      }
    }
    expect(main).toMatch(/tidewatch\.(registerCommand|bindEvent)\(/);
  });

  it('speaks English by default and has the Chinese translation it declares', () => {
    expect(manifest.description).not.toMatch(han);
    expect(strFromU8(files['README.md'])).not.toMatch(han);
    // the documented form (tidewatch-extension.d.ts): language code → translation file
    expect(manifest.language).toEqual({ CN: './language/CN.json' });
    for (const [code, path] of Object.entries(manifest.language as Record<string, string>)) {
      expect(languages).toContain(code);
      const translation = JSON.parse(strFromU8(files[path.replace(/^\.\//, '')])) as Record<string, string>;
      expect(translation.description).toMatch(han);
      expect(files[translation.readme.replace(/^\.\//, '')]).toBeDefined();
      expect(files[translation.changelog.replace(/^\.\//, '')]).toBeDefined();
    }
    expect(readPackage(zip).translations.CN.readme).toMatch(han);
  });

  it('holds no private key or token', () => {
    for (const [name, bytes] of Object.entries(files)) expect(strFromU8(bytes), name).not.toMatch(/PRIVATE KEY|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{20,}|xox[abp]-/);
  });

  it('passes the upload validator without a refusal or a warning', () => {
    const verdict = validatePackage(zip, 'en');
    expect(verdict.ok ? verdict.warnings : verdict.reasons).toEqual([]);
    expect(verdict.ok).toBe(true);
  });

  it('zips to the same bytes every time, so its version_hash is stable', () => {
    expect(readPackage(buildDemoPackage(folder)).hash).toBe(readPackage(zip).hash);
  });
});

describe('the demo market', () => {
  it('has at least 12 extensions, tools and at least two themes', () => {
    expect(demoPlugins.length).toBeGreaterThanOrEqual(12);
    const categories = demoPlugins.map(({ folder }) => readPackage(buildDemoPackage(folder)).category);
    expect(categories.filter((category) => category === 'Themes').length).toBeGreaterThanOrEqual(2);
    expect(categories).toContain('Tools');
  });
});

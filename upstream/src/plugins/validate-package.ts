import { findUnstorableText } from '../../../contract/input.ts';
import { PRODUCT_VERSION_PATTERN as productVersionPattern } from '../../../contract/limits.ts';
import { issue, requiredFields, type PackageIssue } from './package-issue.ts';
import { findSecrets, isVendored } from './secrets.ts';
import { viewLocations } from './view-locations.ts';
import { isZipMagic, readZip, ZipRefusal, type Budget } from './zip-reader.ts';

/**
 * The upload validator (issue #11 item 3; docs-market-content.md §3, §5), pure: zip bytes and the
 * publisher's language in, the manifest, the files and the warnings out, or every refusal reason found.
 * A hostile archive stops at its first problem (nothing past it is read); the manifest's rules are all
 * checked, so a publisher fixes every mistake in one round.
 */
export type PackageLocale = 'zh' | 'en';

export interface AcceptedPackage {
  ok: true;
  manifest: Manifest;
  /** the folder the manifest is in: '' or 'top-folder/' */
  root: string;
  /** every file by its path in the zip */
  files: Map<string, Uint8Array>;
  warnings: PackageIssue[];
}
export interface RefusedPackage {
  ok: false;
  reasons: PackageIssue[];
}
export type PackageVerdict = AcceptedPackage | RefusedPackage;

/** The manifest once its required fields are known to be there (the rest stays as written). */
export interface Manifest extends Record<string, unknown> {
  name: string;
  publisher: string;
  version: string;
  engines: string;
  main: string;
  description: string;
  contributes: Record<string, unknown>;
  icon?: string;
  language?: Record<string, string>;
}

/** The view entry points of the spec; `deprecated` still work but are warned about. */
export const viewEntryPoints = ['scanDia', 'scanRes', 'ipDetail.bannerTop', 'vulList', 'webfinder', 'leftNav', 'toolbar'];
const deprecatedViews = new Set(['scanRes.moreOptions', 'leftNav']);
const knownViews = new Set([...viewEntryPoints, 'scanRes.moreOptions']);
export const translationLanguages = ['CN', 'DE', 'JA', 'KO', 'FR'];
/** How many key samples in bundled libraries the warnings name one by one. */
const maxSecretAdvice = 5;

/** semver.org's grammar. */
export const semverPattern = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
/**
 * Publishers write their team's name: letters of any script, digits, single spaces, - and _ (`Goby Team`,
 * `元歌`), 2 to 64 characters. No dot, so the extension id publisher.name splits at its first dot.
 */
const publisherPattern = /^(?!.*\s\s)[\p{L}\p{N}][\p{L}\p{M}\p{N} _-]{0,62}[\p{L}\p{M}\p{N}_-]$/u;
/** A name may hold dots (a bundled tool's file name is a real extension name); never a path or control characters. */
// eslint-disable-next-line no-control-regex
const badNameCharacters = /[/\\\u0000-\u001f\u007f]/;
const han = /[\u3400-\u9fff]/;

/** `./main.js` inside `root` → its path in the zip. */
export const packagePath = (root: string, path: string) => root + path.replace(/^\.\//, '');

/** The folder the manifest is in: the zip's root, or its single top-level folder; null when neither. */
export const manifestRoot = (names: string[]) => {
  if (names.includes('package.json')) return '';
  const tops = new Set(names.map((name) => name.split('/')[0]));
  const [top] = tops;
  return tops.size === 1 && names.includes(`${top}/package.json`) ? `${top}/` : null;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');

/** Width × height of a PNG (IHDR) or an SVG (width/height, else viewBox); null when unreadable. */
export const iconSize = (path: string, bytes: Uint8Array): { width: number; height: number } | null => {
  if (/\.png$/i.test(path)) {
    if (bytes.length < 24 || bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const svg = decode(bytes.subarray(0, 4096)).match(/<svg\b[^>]*>/i)?.[0];
  if (!svg) return null;
  const attribute = (name: string) => svg.match(new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i'))?.[1];
  const [width, height] = [attribute('width'), attribute('height')];
  if (width && height) return { width: Number(width), height: Number(height) };
  const box = svg.match(/\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
};

/** Archives inside the package: zips are checked like the package itself; others cannot be, so they are refused. */
const otherArchive = (name: string, bytes: Uint8Array) =>
  (bytes[0] === 0x1f && bytes[1] === 0x8b) || // gzip
  (bytes[0] === 0x37 && bytes[1] === 0x7a && bytes[2] === 0xbc && bytes[3] === 0xaf) || // 7z
  (bytes[0] === 0x52 && bytes[1] === 0x61 && bytes[2] === 0x72 && bytes[3] === 0x21) || // Rar!
  (bytes[0] === 0x42 && bytes[1] === 0x5a && bytes[2] === 0x68) || // bzip2
  (bytes[0] === 0xfd && bytes[1] === 0x37 && bytes[2] === 0x7a && bytes[3] === 0x58) || // xz
  /\.(tgz|gz|7z|rar|bz2|xz|tar)$/i.test(name);

const checkNested = (files: Map<string, Uint8Array>, locale: PackageLocale, budget: Budget, depth: number) => {
  for (const [name, bytes] of files) {
    if (isZipMagic(bytes) || /\.(zip|jar|vsix|xpi)$/i.test(name)) {
      if (depth >= 1) throw new ZipRefusal(issue('nestedTooDeep', locale, { file: name }));
      checkNested(readZip(bytes, locale, budget), locale, budget, depth + 1);
    } else if (otherArchive(name, bytes)) throw new ZipRefusal(issue('nestedUnchecked', locale, { file: name }));
  }
};

/** What the checks of a manifest find: refusal reasons and warnings, each in the order the rules run. */
interface Findings {
  reasons: PackageIssue[];
  warnings: PackageIssue[];
}

/** A manifest being checked, with the package around it. */
interface ManifestUnderCheck {
  manifest: Record<string, unknown>;
  root: string;
  files: Map<string, Uint8Array>;
  locale: PackageLocale;
  /** whether the package has the file at this manifest path (`./main.js`) */
  has: (path: string) => boolean;
}

/** The required fields are there, and the texts among them follow their grammar; `main` is a file of the package. */
const checkFields = ({ manifest, locale, has }: ManifestUnderCheck, { reasons }: Findings) => {
  for (const field of Object.keys(requiredFields) as (keyof typeof requiredFields)[]) {
    const value = manifest[field];
    const present = field === 'contributes' ? isObject(value) : typeof value === 'string' && value.trim() !== '';
    if (!present) reasons.push(issue('required', locale, { field, what: requiredFields[field] }));
  }
  const text = (field: string) => (typeof manifest[field] === 'string' ? (manifest[field] as string) : undefined);
  const publisher = text('publisher');
  if (publisher?.trim() && !publisherPattern.test(publisher)) reasons.push(issue('publisherName', locale));
  const name = text('name');
  if (name?.trim() && (badNameCharacters.test(name) || name.length > 100)) reasons.push(issue('nameText', locale));
  const version = text('version');
  if (version?.trim() && !semverPattern.test(version)) reasons.push(issue('semver', locale, { value: version }));
  const engines = text('engines');
  if (engines?.trim() && !productVersionPattern.test(engines)) reasons.push(issue('engines', locale, { value: engines }));
  const main = text('main');
  if (main?.trim() && !has(main)) reasons.push(issue('fileMissing', locale, { field: 'main', path: main }));
};

/** The icon: none is advice, a missing file a refusal, a PNG or SVG other than 32×32 advice. */
const checkIcon = ({ manifest, root, files, locale, has }: ManifestUnderCheck, { reasons, warnings }: Findings) => {
  // "icon": "" is how authors write "no icon": the same advice as a missing one, never a refusal.
  if (manifest.icon === undefined || manifest.icon === null || (typeof manifest.icon === 'string' && !manifest.icon.trim())) warnings.push(issue('noIcon', locale));
  else if (typeof manifest.icon !== 'string') reasons.push(issue('iconText', locale));
  else if (!has(manifest.icon)) reasons.push(issue('fileMissing', locale, { field: 'icon', path: manifest.icon }));
  else if (!/\.(png|svg)$/i.test(manifest.icon)) warnings.push(issue('iconType', locale));
  else {
    const size = iconSize(manifest.icon, files.get(packagePath(root, manifest.icon))!);
    if (!size || size.width !== 32 || size.height !== 32) warnings.push(issue('iconSize', locale, { size: size ? `${size.width}×${size.height}` : '?' }));
  }
};

/** `contributes`: settings are strings; views sit at known entry points, each a list of entries naming a command. */
const checkContributes = ({ manifest, locale }: ManifestUnderCheck, { reasons, warnings }: Findings) => {
  const contributes = manifest.contributes;
  if (!isObject(contributes)) return;
  const { configuration, views } = contributes;
  if (configuration !== undefined && !isObject(configuration)) reasons.push(issue('contributesObject', locale, { field: 'contributes.configuration' }));
  if (isObject(configuration)) {
    for (const [setting, item] of Object.entries(configuration)) {
      if (!isObject(item) || item.type !== 'string') reasons.push(issue('configurationType', locale, { name: setting }));
    }
  }
  if (views !== undefined && !isObject(views)) reasons.push(issue('contributesObject', locale, { field: 'contributes.views' }));
  if (!isObject(views)) return;
  for (const { point, entries } of viewLocations(views)) {
    if (deprecatedViews.has(point)) warnings.push(issue('deprecatedView', locale, { point }));
    else if (!knownViews.has(point)) warnings.push(issue('unknownView', locale, { point }));
    if (!Array.isArray(entries)) {
      reasons.push(issue('viewList', locale, { point }));
      continue;
    }
    entries.forEach((entry, index) => {
      if (!isObject(entry) || typeof entry.command !== 'string' || !entry.command.trim()) reasons.push(issue('viewCommand', locale, { point, index: index + 1 }));
    });
  }
};

/** `language`: each translation is for a known language and a JSON object in the package. */
const checkLanguages = ({ manifest, root, files, locale, has }: ManifestUnderCheck, { reasons }: Findings) => {
  const language = manifest.language;
  if (language === undefined) return;
  if (!isObject(language)) return void reasons.push(issue('languageMap', locale));
  for (const [code, path] of Object.entries(language)) {
    if (!translationLanguages.includes(code)) reasons.push(issue('languageCode', locale, { code }));
    else if (typeof path !== 'string' || !has(path)) reasons.push(issue('languageFile', locale, { code, path: String(path) }));
    else {
      try {
        if (!isObject(JSON.parse(decode(files.get(packagePath(root, path))!)))) throw new Error('not an object');
      } catch {
        reasons.push(issue('languageJson', locale, { path }));
      }
    }
  }
};

/** Advice only: initEvents' shape, an English description, a README. */
const checkAdvice = ({ manifest, locale, has }: ManifestUnderCheck, { warnings }: Findings) => {
  const initEvents = manifest.initEvents;
  if (initEvents !== undefined && typeof initEvents !== 'string' && !(Array.isArray(initEvents) && initEvents.every((event) => typeof event === 'string'))) {
    warnings.push(issue('initEvents', locale));
  }
  if (typeof manifest.description === 'string' && han.test(manifest.description)) warnings.push(issue('notEnglish', locale));
  if (!has('README.md')) warnings.push(issue('noReadme', locale));
};

/** Every rule of the manifest, in order, so that a publisher fixes every mistake in one round. */
const checkManifest = (manifest: Record<string, unknown>, root: string, files: Map<string, Uint8Array>, locale: PackageLocale): Findings => {
  const findings: Findings = { reasons: [], warnings: [] };
  const under: ManifestUnderCheck = { manifest, root, files, locale, has: (path) => files.has(packagePath(root, path)) };
  for (const check of [checkFields, checkIcon, checkContributes, checkLanguages, checkAdvice]) check(under, findings);
  return findings;
};

export const validatePackage = (zip: Uint8Array, locale: PackageLocale): PackageVerdict => {
  let files: Map<string, Uint8Array>;
  try {
    const budget: Budget = { entries: 0, bytes: 0 };
    files = readZip(zip, locale, budget);
    checkNested(files, locale, budget, 0);
  } catch (error) {
    if (error instanceof ZipRefusal) return { ok: false, reasons: [error.issue] };
    throw error;
  }
  const root = manifestRoot([...files.keys()]);
  if (root === null) return { ok: false, reasons: [issue('noManifest', locale)] };

  let manifest: unknown;
  try {
    manifest = JSON.parse(decode(files.get(`${root}package.json`)!));
  } catch (error) {
    return { ok: false, reasons: [issue('manifestJson', locale, { detail: (error as Error).message })] };
  }
  if (!isObject(manifest)) return { ok: false, reasons: [issue('manifestObject', locale)] };

  const { reasons, warnings } = checkManifest(manifest, root, files, locale);
  // The manifest and the text files the market stores (README, CHANGELOG, translations) must fit a text column.
  if (findUnstorableText(manifest) !== undefined) reasons.push(issue('unstorableText', locale, { file: 'package.json' }));
  for (const [path, bytes] of files) {
    if (/\.(md|json)$/i.test(path) && path !== `${root}package.json` && decode(bytes).includes('\u0000')) {
      reasons.push(issue('unstorableText', locale, { file: path.slice(root.length) }));
    }
  }
  const advice: PackageIssue[] = [];
  for (const found of findSecrets(files)) {
    const params = { file: found.file.slice(root.length), line: found.line, kind: found.kind };
    if (found.verdict === 'refuse') reasons.push(issue('secret', locale, params));
    else advice.push(issue(isVendored(found.file) ? 'vendoredSecret' : 'exampleSecret', locale, params));
  }
  // A package bundling many libraries may carry many such samples: name a few, count the rest.
  warnings.push(...advice.slice(0, maxSecretAdvice));
  if (advice.length > maxSecretAdvice) warnings.push(issue('moreSecretAdvice', locale, { count: advice.length - maxSecretAdvice }));
  if (reasons.length) return { ok: false, reasons };
  return { ok: true, manifest: manifest as Manifest, root, files, warnings };
};

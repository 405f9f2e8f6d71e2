import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The declaration file is what extension authors download from /doc; these samples are compiled against it
// the way an author's editor would, outside the project's tsconfig (they live in fixtures/ as .txt).
const root = path.resolve(import.meta.dirname, '../../../..');
const declarations = path.join(root, 'client/public/sdk/tidewatch-extension.d.ts');
const fixtures = path.join(import.meta.dirname, 'fixtures');
const tsc = path.join(root, 'node_modules/.bin/tsc');

let dir: string;

async function compile(file: string, ...flags: string[]) {
  const args = ['--noEmit', '--strict', '--target', 'es2023', '--lib', 'es2023,dom', ...flags];
  try {
    const { stdout } = await promisify(execFile)(tsc, [...args, 'tidewatch-extension.d.ts', file], { cwd: dir });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, output: failed.stdout ?? '' };
  }
}

/** Line numbers (1-based) of the errors tsc reports for one file. */
const errorLines = (output: string, file: string) =>
  [...output.matchAll(new RegExp(`^${file.replace('.', '\\.')}\\((\\d+),\\d+\\): error`, 'gm'))].map((m) =>
    Number(m[1]),
  );

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tidewatch-dts-'));
  await copyFile(declarations, path.join(dir, 'tidewatch-extension.d.ts'));
  for (const name of ['good-extension.ts', 'good-extension.js', 'misuse-extension.ts']) {
    await copyFile(path.join(fixtures, `${name}.txt`), path.join(dir, name));
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('tidewatch-extension.d.ts', () => {
  it('type-checks a correct TypeScript extension under --strict', async () => {
    const result = await compile('good-extension.ts');
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('type-checks a correct plain JavaScript extension with @ts-check', async () => {
    const result = await compile('good-extension.js', '--allowJs', '--checkJs');
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('rejects each misuse, and only the misuses', async () => {
    const source = await readFile(path.join(dir, 'misuse-extension.ts'), 'utf8');
    const marked = source
      .split('\n')
      .flatMap((line, index) => (line.includes('// expect-error') ? [index + 1] : []));
    const result = await compile('misuse-extension.ts');
    expect(result.code).not.toBe(0);
    expect(marked.length).toBeGreaterThanOrEqual(10);
    expect([...new Set(errorLines(result.output, 'misuse-extension.ts'))]).toEqual(marked);
    expect(result.output).toContain("'\"onScanFinished\"' is not assignable");
    expect(result.output).toContain("Property 'port' is missing");
  });

  it('names exactly the events, languages, views, vulnerability types and theme variables of the spec', async () => {
    const checks = `/// <reference path="./tidewatch-extension.d.ts" />
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const events: Equal<TidewatchEventName, 'onApp' | 'onPort' | 'onProtocol' | 'onVulnerable' | 'onStartScan'
  | 'onEndScan' | 'onBackIndex' | 'onPauseScan' | 'onContinueScan' | 'onRescan' | 'onRescanVulnerability'
  | 'onChangeLang' | 'onWebShell' | 'onError'> = true;
export const languages: Equal<TidewatchLanguage, 'EN' | 'CN' | 'DE' | 'JA' | 'KO' | 'FR'> = true;
export const translations: Equal<TidewatchTranslationLanguage, 'CN' | 'DE' | 'JA' | 'KO' | 'FR'> = true;
export const views: Equal<TidewatchViewPoint, 'scanDia' | 'scanRes.moreOptions' | 'ipDetail.bannerTop' | 'vulList'
  | 'webfinder' | 'leftNav' | 'toolbar'> = true;
export const types: Equal<TidewatchVulnerabilityType, 0 | 1 | 2 | 3 | 4 | 5 | -1> = true;
export const states: Equal<TidewatchScanState, 0 | 1 | 2 | 3 | 4 | 5> = true;
export const orders: Equal<TidewatchScanOrder, 'Assets first' | 'Simultaneously'> = true;
export const theme: Equal<TidewatchThemeVariable, 'main' | 'primaryFont' | 'secondaryFont' | 'level3Font'
  | 'primaryBorder' | 'secondaryBorder' | 'PrimaryBackground' | 'Secondarybackground' | 'Level3background'
  | 'Level4background' | 'navBackground' | 'navFont' | 'navHoverFont' | 'scanResTopMainFont' | 'scanResTopSubFont'
  | 'scanResTopIcon' | 'navOtherFont' | 'PrimaryIcon' | 'chartColors' | 'navSelectBackground'> = true;
export const required: Equal<{ [K in keyof TidewatchManifest as {} extends Pick<TidewatchManifest, K> ? never : K]: 1 },
  { name: 1; publisher: 1; engines: 1; version: 1; main: 1; description: 1; contributes: 1 }> = true;
`;
    await writeFile(path.join(dir, 'spec-lists.ts'), checks);
    const result = await compile('spec-lists.ts');
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('accepts the manifests, translation files and theme files shown in both documentation pages', async () => {
    const types = [
      ['"publisher"', 'TidewatchManifest'],
      ['"readme"', 'TidewatchTranslation'],
      ['"primaryFont"', 'Required<TidewatchTheme>'],
    ] as const;
    let source = '/// <reference path="./tidewatch-extension.d.ts" />\nexport {};\n';
    let checked = 0;
    for (const language of ['en', 'zh']) {
      const doc = await readFile(path.join(root, `upstream/src/seed/docs/extension.${language}.md`), 'utf8');
      for (const [, json] of doc.matchAll(/```json\n([\s\S]*?)```/g)) {
        const type = types.find(([marker]) => json.includes(marker))?.[1];
        if (type) source += `const sample${checked++}: ${type} = ${json};\nvoid sample${checked - 1};\n`;
      }
    }
    // Each page shows 3 manifests (walkthrough, complete, theme), 1 translation file and 1 theme file.
    expect(checked).toBeGreaterThanOrEqual(10);
    await writeFile(path.join(dir, 'doc-samples.ts'), source);
    const result = await compile('doc-samples.ts');
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});

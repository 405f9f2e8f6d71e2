import { strToU8, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { check, filesOf, icon, manifestOf, message, rules, warnings, zip } from '../testing/packages.ts';

describe('a good package', () => {
  it('is accepted with its manifest, files and no warning', () => {
    const verdict = check(zip());
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.manifest.name).toBe('hello-tidewatch');
    expect(verdict.root).toBe('');
    expect([...verdict.files.keys()]).toContain('src/main.js');
    expect(verdict.warnings).toEqual([]);
  });

  it('may keep the manifest in a single top-level folder', () => {
    const nested: Zippable = { 'hello-tidewatch': filesOf() };
    const verdict = check(zip(nested));
    expect(verdict.ok && verdict.root).toBe('hello-tidewatch/');
  });

  it('accepts real-world manifests: an empty-string initEvents, spaces in name, extra fields', () => {
    const verdict = check(zip(filesOf(manifestOf({ initEvents: '', name: 'Hello Tidewatch Tool', dependencies: { lodash: '^4' }, scripts: { build: 'x' } }))));
    expect(rules(verdict)).toEqual([]);
    expect(warnings(verdict)).toEqual([]);
  });

  it('accepts a package.json written with a byte-order mark', () => {
    expect(check(zip(filesOf(`\uFEFF${JSON.stringify(manifestOf())}`))).ok).toBe(true);
  });
});

describe('manifest rules, each with its own message', () => {
  it('refuses a package without package.json at the root or in its single top-level folder', () => {
    expect(rules(check(zip(filesOf(manifestOf(), { 'package.json': null }))))).toEqual(['noManifest']);
    const twoFolders: Zippable = { a: filesOf(), b: { 'x.txt': strToU8('x') } };
    expect(rules(check(zip(twoFolders)))).toEqual(['noManifest']);
    const deep: Zippable = { a: { b: filesOf() } };
    expect(rules(check(zip(deep)))).toEqual(['noManifest']);
  });

  it('refuses a package.json that does not parse, naming the problem', () => {
    const verdict = check(zip(filesOf('{ "name": "x", ')));
    expect(rules(verdict)).toEqual(['manifestJson']);
    expect(message(verdict)).toMatch(/package\.json is not valid JSON/);
    expect(rules(check(zip(filesOf('[1, 2]'))))).toEqual(['manifestObject']);
  });

  it.each(['name', 'publisher', 'engines', 'version', 'main', 'description', 'contributes'])('refuses a manifest without %s', (field) => {
    const verdict = check(zip(filesOf(manifestOf({ [field]: undefined }))));
    expect(rules(verdict)).toContain('required');
    expect(message(verdict)).toContain(`"${field}"`);
  });

  it('refuses an empty required string and a contributes that is not an object', () => {
    expect(rules(check(zip(filesOf(manifestOf({ description: '  ' })))))).toEqual(['required']);
    expect(rules(check(zip(filesOf(manifestOf({ contributes: [] })))))).toEqual(['required']);
  });

  it('refuses main or icon naming a file the package lacks', () => {
    const main = check(zip(filesOf(manifestOf({ main: './dist/main.js' }))));
    expect(rules(main)).toEqual(['fileMissing']);
    expect(message(main)).toContain('./dist/main.js');
    expect(rules(check(zip(filesOf(manifestOf(), { 'assets/icon.svg': null }))))).toEqual(['fileMissing']);
  });

  it.each(['1.0', '01.0.0', 'v1.0.0', '1.0.0.0', 'latest'])('refuses the version %s (not semver)', (version) => {
    expect(rules(check(zip(filesOf(manifestOf({ version })))))).toEqual(['semver']);
  });

  it.each(['1.0.0-beta.1', '2.10.3+build.5'])('accepts the semver %s', (version) => {
    expect(check(zip(filesOf(manifestOf({ version })))).ok).toBe(true);
  });

  it.each(['latest', '*', '1.x', '>1.8'])('refuses engines %s (not a product version)', (engines) => {
    expect(rules(check(zip(filesOf(manifestOf({ engines })))))).toEqual(['engines']);
  });

  it.each(['1.6.170', '^1.8.237', '>=1.8', 'v2.9.3'])('accepts engines %s', (engines) => {
    expect(check(zip(filesOf(manifestOf({ engines })))).ok).toBe(true);
  });

  it('refuses publisher names that break the extension id, and names with a dot or a slash', () => {
    expect(rules(check(zip(filesOf(manifestOf({ publisher: 'ac.me' })))))).toEqual(['publisherName']);
    expect(rules(check(zip(filesOf(manifestOf({ publisher: 'a' })))))).toEqual(['publisherName']);
    expect(rules(check(zip(filesOf(manifestOf({ name: 'x/y' })))))).toEqual(['nameText']);
  });

  it('refuses configuration items that are not of type string', () => {
    const contributes = { configuration: { apiUrl: { type: 'string' }, retries: { type: 'number' }, bad: 'x' } };
    const verdict = check(zip(filesOf(manifestOf({ contributes }))));
    expect(rules(verdict)).toEqual(['configurationType', 'configurationType']);
    expect(message(verdict)).toContain('"retries"');
  });

  it('refuses a view entry without a command, and views that are not lists', () => {
    const verdict = check(zip(filesOf(manifestOf({ contributes: { views: { toolbar: [{ title: 'No command' }], scanDia: { command: 'x' } } } }))));
    expect(rules(verdict)).toEqual(['viewCommand', 'viewList']);
    expect(message(verdict)).toContain('Entry 1 of contributes.views.toolbar has no command');
  });

  it('accepts every entry point of the spec; the deprecated ones and unknown ones with a warning', () => {
    const entry = [{ command: 'hello.summary' }];
    const views = Object.fromEntries(['scanDia', 'scanRes', 'ipDetail.bannerTop', 'vulList', 'webfinder', 'toolbar'].map((point) => [point, entry]));
    expect(warnings(check(zip(filesOf(manifestOf({ contributes: { views } })))))).toEqual([]);
    const old = check(zip(filesOf(manifestOf({ contributes: { views: { 'scanRes.moreOptions': entry, leftNav: entry, 'taskList.header': entry } } }))));
    expect(warnings(old)).toEqual(['deprecatedView', 'deprecatedView', 'unknownView']);
    expect(old.ok && old.warnings[0].message).toMatch(/deprecated since 1\.8\.237/);
  });

  it('refuses text the market could not store: NUL or a lone surrogate in the manifest, NUL in a README', () => {
    expect(rules(check(zip(filesOf(manifestOf({ description: 'a\u0000b' })))))).toEqual(['unstorableText']);
    expect(rules(check(zip(filesOf(JSON.stringify(manifestOf()).replace('"main"', '"x\\ud800":1,"main"')))))).toEqual(['unstorableText']);
    const verdict = check(zip(filesOf(manifestOf(), { 'README.md': 'hello\u0000world' })));
    expect(rules(verdict)).toEqual(['unstorableText']);
    expect(message(verdict)).toContain('README.md');
  });

  it('checks declared translation files: the map form, known codes, files present and parsing', () => {
    const cn = JSON.stringify({ description: '你好' });
    expect(check(zip(filesOf(manifestOf({ language: { CN: './language/CN.json' } }), { 'language/CN.json': cn }))).ok).toBe(true);
    expect(rules(check(zip(filesOf(manifestOf({ language: { CN: './language/CN.json', JA: './language/JA.json' } }), { 'language/CN.json': cn }))))).toEqual(['languageFile']);
    expect(rules(check(zip(filesOf(manifestOf({ language: { EN: './en.json' } }), { 'en.json': cn }))))).toEqual(['languageCode']);
    expect(rules(check(zip(filesOf(manifestOf({ language: ['CN'] }), { 'language/CN.json': cn }))))).toEqual(['languageMap']);
    expect(rules(check(zip(filesOf(manifestOf({ language: { DE: './de.json' } }), { 'de.json': '{ nope' }))))).toEqual(['languageJson']);
  });

  it('warns (never refuses) about an icon that is not 32×32, a missing icon, a Chinese description, a missing README', () => {
    expect(warnings(check(zip(filesOf(manifestOf(), { 'assets/icon.svg': icon(128) }))))).toEqual(['iconSize']);
    expect(warnings(check(zip(filesOf(manifestOf({ icon: undefined }), { 'assets/icon.svg': null }))))).toEqual(['noIcon']);
    expect(warnings(check(zip(filesOf(manifestOf({ description: '显示当前任务的摘要' })))))).toEqual(['notEnglish']);
    expect(warnings(check(zip(filesOf(manifestOf(), { 'README.md': null }))))).toEqual(['noReadme']);
  });

  it('reads the size of a PNG icon from its header', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 64);
    new DataView(png.buffer).setUint32(20, 64);
    const verdict = check(zip(filesOf(manifestOf({ icon: './icon.png' }), { 'icon.png': png })));
    expect(verdict.ok && verdict.warnings[0].message).toBe('The icon is 64×64; 32×32 is recommended.');
  });

  it('lists every manifest problem at once, in the publisher\'s language', () => {
    const bad = manifestOf({ version: 'one', engines: 'any', main: './nope.js' });
    expect(rules(check(zip(filesOf(bad))))).toEqual(['semver', 'engines', 'fileMissing']);
    const zh = message(check(zip(filesOf(bad)), 'zh'));
    expect(zh).toContain('不是语义化版本号');
    expect(zh).toContain('不是产品版本号');
    expect(zh).toContain('压缩包中没有该文件');
  });
});

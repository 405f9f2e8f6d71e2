import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { validatePackage, type PackageVerdict } from './validate-package.ts';
import { zipLimits } from './zip-reader.ts';

/** A minimal valid manifest; tests override fields (undefined removes one). */
const manifestOf = (overrides: Record<string, unknown> = {}) => {
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

const icon = (size = 32) => strToU8(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}"/></svg>`);

/** The files of a good package; `extra` adds or replaces files (null removes one). */
const filesOf = (manifest: Record<string, unknown> | string = manifestOf(), extra: Record<string, Uint8Array | string | null> = {}): Zippable => {
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

const zip = (files: Zippable = filesOf()) => zipSync(files, { level: 6 });
const check = (bytes: Uint8Array, locale: 'zh' | 'en' = 'en') => validatePackage(bytes, locale);
const rules = (verdict: PackageVerdict) => (verdict.ok ? [] : verdict.reasons.map((reason) => reason.rule));
const warnings = (verdict: PackageVerdict) => (verdict.ok ? verdict.warnings.map((warning) => warning.rule) : ['refused']);
const message = (verdict: PackageVerdict) => (verdict.ok ? '' : verdict.reasons.map((reason) => reason.message).join('\n'));

/** Offset of every central directory header in a zip made by fflate. */
const centralHeaders = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at++) if (view.getUint32(at, true) === 0x02014b50) found.push(at);
  return { view, found };
};

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

describe('hostile packages are refused with a clear reason', () => {
  it('not a zip', () => {
    const verdict = check(strToU8('just some text, not an archive'));
    expect(rules(verdict)).toEqual(['notZip']);
    expect(rules(check(new Uint8Array()))).toEqual(['notZip']);
    expect(message(check(new Uint8Array([1, 2]), 'zh'))).toContain('不是 zip 压缩包');
  });

  it('truncated', () => {
    const whole = zip();
    expect(rules(check(whole.subarray(0, whole.length - 30)))).toEqual(['truncated']);
    expect(rules(check(whole.subarray(0, Math.floor(whole.length / 2))))).toEqual(['truncated']);
  });

  it('data that does not inflate to what the archive declares', () => {
    const bytes = zip(filesOf(manifestOf(), { 'src/main.js': 'x'.repeat(5000) }));
    const { view, found } = centralHeaders(bytes);
    for (const at of found) {
      const nameLength = view.getUint16(at + 28, true);
      if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)) === 'src/main.js') view.setUint32(at + 24, 100, true);
    }
    expect(rules(check(bytes))).toEqual(['sizeMismatch']);
  });

  it('encrypted', () => {
    const bytes = zip();
    const { view, found } = centralHeaders(bytes);
    view.setUint16(found[0] + 8, view.getUint16(found[0] + 8, true) | 1, true);
    const verdict = check(bytes);
    expect(rules(verdict)).toEqual(['encrypted']);
    expect(message(verdict)).toContain('package.json');
  });

  it.each(['../evil.js', 'src/../../evil.js', '/etc/cron.d/evil', 'C:/Windows/evil.dll', '..\\evil.js'])('path traversal: %s', (name) => {
    const verdict = check(zip(filesOf(manifestOf(), { [name]: 'x' })));
    expect(rules(verdict)).toEqual(['unsafePath']);
  });

  it('symlinks (Unix mode in the external attributes)', () => {
    const files = filesOf();
    files['link'] = [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }];
    expect(rules(check(zip(files)))).toEqual(['symlink']);
  });

  it(`more than ${zipLimits.maxEntries} entries`, () => {
    const files = filesOf();
    for (let i = 0; i < zipLimits.maxEntries; i++) files[`data/${i}.txt`] = strToU8('');
    const verdict = check(zipSync(files, { level: 0 }));
    expect(rules(verdict)).toEqual(['tooManyEntries']);
    expect(message(verdict)).toContain('at most 5000');
  });

  it('a total unpacked size over 100 MB, judged from the central directory before inflating', () => {
    const bytes = zip(filesOf(manifestOf(), { 'data.bin': new Uint8Array(1000).map((_, i) => (i * 7919) % 251) }));
    const { view, found } = centralHeaders(bytes);
    // Lie about one entry's size: 101 MB declared. Inflating it would be a bug; the refusal comes first.
    const at = found.find((offset) => new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + view.getUint16(offset + 28, true))) === 'data.bin')!;
    view.setUint32(at + 20, 2 * 1024 * 1024, true);
    view.setUint32(at + 24, 101 * 1024 * 1024, true);
    expect(rules(check(bytes))).toEqual(['tooLarge']);
  });

  it('a compression ratio over 100 (zip bomb)', () => {
    const verdict = check(zip(filesOf(manifestOf(), { 'bomb.txt': new Uint8Array(10 * 1024 * 1024) })));
    expect(rules(verdict)).toEqual(['ratio']);
    expect(message(verdict)).toContain('bomb.txt');
  });

  it('nested archives: a bomb inside a zip inside the package is caught by the same rules', () => {
    const inner = zipSync({ 'bomb.txt': new Uint8Array(10 * 1024 * 1024) }, { level: 9 });
    expect(rules(check(zip(filesOf(manifestOf(), { 'vendor/lib.zip': inner }))))).toEqual(['ratio']);
    const traversal = zipSync({ '../../evil.js': strToU8('x') });
    expect(rules(check(zip(filesOf(manifestOf(), { 'vendor/lib.zip': traversal }))))).toEqual(['unsafePath']);
  });

  it('nested archives: a harmless zip inside is accepted; a zip inside a zip inside is refused', () => {
    const harmless = zipSync({ 'words.txt': strToU8('admin\nroot\n') });
    expect(check(zip(filesOf(manifestOf(), { 'vendor/words.zip': harmless }))).ok).toBe(true);
    const deeper = zipSync({ 'inner.zip': harmless });
    expect(rules(check(zip(filesOf(manifestOf(), { 'vendor/outer.zip': deeper }))))).toEqual(['nestedTooDeep']);
  });

  it('nested archives we cannot check (gzip, 7z, rar) are refused', () => {
    expect(rules(check(zip(filesOf(manifestOf(), { 'data.gz': new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]) }))))).toEqual(['nestedUnchecked']);
  });
});

describe('secrets are refused with the file and line named', () => {
  const withFile = (content: string) => check(zip(filesOf(manifestOf(), { 'src/config.js': content })));
  const cases: [string, string][] = [
    ['a private key block', '// key\n\n-----BEGIN RSA PRIVATE KEY-----\nMIIEow...\n-----END RSA PRIVATE KEY-----\n'],
    ['an OpenSSH private key', 'x\n\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n'],
    ['an AWS access key', 'const a = 1;\nconst b = 2;\nconst key = "AKIAIOSFODNN7EXAMPLQ";\n'],
    ['a GitHub token', 'one\ntwo\nfetch(url, { headers: { authorization: "token ghp_16C7e42F292c6912E7710c838347Ae178B4a" } });\n'],
    ['a Slack token', '\n\nconst hook = "xoxb-123456789012-abcdefABCDEF";\n'],
    ['a generic high-entropy api_key', 'a\nb\napi_key = "q8Zt3Lm9Xw2Rv7Kp4Ny6Bc1"\n'],
  ];
  it.each(cases)('%s', (_, content) => {
    const verdict = withFile(content);
    expect(rules(verdict)).toEqual(['secret']);
    expect(message(verdict)).toContain('src/config.js line 3');
  });

  it('names the file and line in Chinese too', () => {
    expect(message(check(zip(filesOf(manifestOf(), { 'src/config.js': 'x\ny\napi_key = "q8Zt3Lm9Xw2Rv7Kp4Ny6Bc1"\n' })), 'zh'))).toBe(
      'src/config.js 第 3 行疑似包含API 密钥或密码。请从扩展包中删除密钥（并作废该密钥）。',
    );
  });

  it('lets placeholders and low-entropy values through', () => {
    expect(withFile('const api_key = "YOUR_API_KEY_HERE_PLEASE";\nconst password = "aaaaaaaaaaaaaaaaaaaa";\nconst token = "<your-token-goes-here>";\n').ok).toBe(true);
    expect(withFile("tidewatch.getConfiguration('apiKey');\n").ok).toBe(true);
  });
});

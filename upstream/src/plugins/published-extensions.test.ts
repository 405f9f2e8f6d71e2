import { describe, expect, it } from 'vitest';
import { check, message, publishedFiles, publishedFolders, rules, warnings, zip } from '../testing/packages.ts';
import { packageFacts } from './package-facts.ts';

/**
 * Extensions other people published for the scanner (fixtures/published, whose README names each repository and
 * commit) are checked as their authors wrote them: each is accepted, or refused only for a rule that applies to it.
 */
const published = (folder: string, manifest: Record<string, unknown> = {}, extra: Record<string, Uint8Array | string | null> = {}) =>
  check(zip(publishedFiles(folder, manifest, extra)));

const factsOf = (folder: string, manifest: Record<string, unknown> = {}) => {
  const bytes = zip(publishedFiles(folder, manifest));
  const verdict = check(bytes);
  if (!verdict.ok) throw new Error(`refused: ${verdict.reasons.map((r) => r.message).join('; ')}`);
  return packageFacts(bytes, verdict.files, verdict.root);
};

describe('published extensions are accepted as their authors wrote them', () => {
  const expected: Record<string, string[]> = {
    'becivells-shodan': ['notEnglish', 'noReadme'],
    'gobysec-awvs': [],
    'gobysec-database-asset': ['noReadme'],
    'gobysec-exportcsv': ['deprecatedView', 'notEnglish', 'noReadme'],
    'gobysec-shellhub': ['noReadme', 'vendoredSecret'],
    'gobysec-ysoserial': ['notEnglish', 'noReadme'],
    'i11us0ry-exportassets': ['notEnglish', 'noReadme'],
    'k1ng97-threatbook': ['iconType', 'notEnglish', 'noReadme'],
    'kenuoseclab-elasticsearch': ['iconType', 'notEnglish', 'noReadme'],
    'qingyun00-masscan': ['noReadme'],
  };

  it('covers every fixture folder', () => {
    expect(publishedFolders()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s is accepted, with only the advice that applies to it', (folder, advice) => {
    const verdict = published(folder);
    expect(rules(verdict)).toEqual([]);
    expect(warnings(verdict)).toEqual(advice);
  });
});

describe('view entry points, nested by page or dotted', () => {
  it('accepts views nested by page (ipDetail → bannerTop) and reads the locations they name', () => {
    expect(published('gobysec-awvs').ok).toBe(true);
    expect(factsOf('gobysec-awvs').views).toEqual(['ipDetail.bannerTop', 'webfinder', 'toolbar']);
  });

  it('keeps accepting the dotted key the documentation showed, as the same location', () => {
    const entry = [{ command: 'awvs', title: 'awvs' }];
    const dotted = { views: { 'ipDetail.bannerTop': entry, webfinder: entry, toolbar: entry } };
    expect(warnings(published('gobysec-awvs', { contributes: dotted }))).toEqual([]);
    expect(factsOf('gobysec-awvs', { contributes: dotted }).views).toEqual(['ipDetail.bannerTop', 'webfinder', 'toolbar']);
  });

  it('warns about a deprecated location in either form (scanRes → moreOptions, scanRes.moreOptions)', () => {
    const nested = published('gobysec-exportcsv');
    expect(nested.ok && nested.warnings.find((w) => w.rule === 'deprecatedView')?.message).toBe('The entry point "scanRes.moreOptions" is deprecated since 1.8.237; use "toolbar".');
    const dotted = published('gobysec-exportcsv', { contributes: { views: { 'scanRes.moreOptions': [{ command: 'ExportCsv', title: 'ExportCsv' }] } } });
    expect(warnings(dotted)).toContain('deprecatedView');
    expect(factsOf('gobysec-exportcsv').views).toEqual(['scanRes.moreOptions']);
  });

  it('refuses a nested location that is not a list, naming it', () => {
    const verdict = published('gobysec-awvs', { contributes: { views: { ipDetail: { bannerTop: { command: 'awvs' } } } } });
    expect(rules(verdict)).toEqual(['viewList']);
    expect(message(verdict)).toBe('contributes.views.ipDetail.bannerTop must be a list of entries.');
  });

  it('still refuses one entry written where a list belongs, naming the location', () => {
    const verdict = published('qingyun00-masscan', { contributes: { views: { scanDia: { command: 'masscan', title: 'MASSCAN' } } } });
    expect(message(verdict)).toBe('contributes.views.scanDia must be a list of entries.');
  });

  it('refuses a nested entry without a command, naming its location and place', () => {
    const verdict = published('gobysec-awvs', { contributes: { views: { ipDetail: { bannerTop: [{ title: 'awvs' }] } } } });
    expect(message(verdict)).toBe('Entry 1 of contributes.views.ipDetail.bannerTop has no command.');
  });

  it('warns about an unknown nested location as about an unknown dotted one', () => {
    expect(warnings(published('gobysec-awvs', { contributes: { views: { taskList: { header: [{ command: 'awvs' }] } } } }))).toEqual(['unknownView']);
  });
});

describe('names and publishers as published', () => {
  it('accepts a name with dots: a bundled tool file name is a real extension name', () => {
    expect(published('gobysec-ysoserial').ok).toBe(true);
    expect(factsOf('gobysec-ysoserial').name).toBe('ysoserial-0.0.6-SNAPSHOT-all.jar');
  });

  it('accepts a name with spaces and one in Chinese', () => {
    expect(published('gobysec-database-asset').ok).toBe(true);
    expect(published('kenuoseclab-elasticsearch').ok).toBe(true);
  });

  it('accepts a publisher with a space, as the scanner\'s own documentation writes it ("Goby Team")', () => {
    expect(rules(published('gobysec-database-asset', { publisher: 'Goby Team' }))).toEqual([]);
  });

  it('accepts publishers in Chinese and mixed scripts', () => {
    expect(published('k1ng97-threatbook').ok).toBe(true);
    expect(published('i11us0ry-exportassets').ok).toBe(true);
  });

  it.each([
    ['a dot, which would make the extension id ambiguous', 'Goby.Sec'],
    ['one character', 'G'],
    ['a leading space', ' GobySec'],
    ['a trailing space', 'GobySec '],
    ['two spaces in a row', 'Goby  Team'],
    ['a slash', 'Goby/Sec'],
    ['65 characters', 'G'.repeat(65)],
  ])('refuses a publisher with %s', (_, publisher) => {
    expect(rules(published('gobysec-database-asset', { publisher }))).toEqual(['publisherName']);
  });

  it.each([
    ['a slash', 'tools/ysoserial.jar'],
    ['a backslash', 'tools\\ysoserial.jar'],
    ['a control character', 'ysoserial\u0007.jar'],
  ])('refuses a name with %s', (_, name) => {
    expect(rules(published('gobysec-ysoserial', { name }))).toEqual(['nameText']);
  });
});

describe('the icon', () => {
  it('"icon": "" means no icon: the same advice as a missing icon, never a refusal', () => {
    const empty = published('qingyun00-masscan', { icon: '' });
    const missing = published('qingyun00-masscan', { icon: undefined });
    expect(rules(empty)).toEqual([]);
    expect(warnings(empty)).toEqual(warnings(missing));
    expect(warnings(empty)).toContain('noIcon');
    expect(factsOf('qingyun00-masscan', { icon: '' }).icon).toBeNull();
  });

  it('refuses an icon that names a file the package lacks, naming the file', () => {
    const verdict = published('qingyun00-masscan', { icon: 'src/image/gone.png' });
    expect(message(verdict)).toBe('"icon" names src/image/gone.png, which is not in the package.');
  });

  it('refuses an icon that is not a path, saying what it must be', () => {
    expect(message(published('qingyun00-masscan', { icon: 42 }))).toBe('icon must be the path of an image file in the package (a string), or "" for none.');
  });
});

describe('secret scanning without false refusals', () => {
  const signingDoc = 'node_modules/http-signature/http_signing.md';
  const sampleKey = publishedFiles('gobysec-shellhub')[signingDoc] as Uint8Array;

  it('a sample private key in bundled library documentation is a warning naming file and line', () => {
    const verdict = published('gobysec-shellhub');
    expect(verdict.ok).toBe(true);
    const warning = verdict.ok ? verdict.warnings.find((w) => w.rule === 'vendoredSecret') : undefined;
    expect(warning?.message).toBe(
      `${signingDoc} line 235 holds a private key in a bundled library (a documentation example or test fixture): it does not stop the package, but make sure it is not yours.`,
    );
    expect(warning?.text.zh).toContain(`${signingDoc} 第 235 行`);
  });

  it('the same key in the extension\'s own files is refused, naming file and line', () => {
    const verdict = published('gobysec-shellhub', {}, { 'src/keys/signing.md': sampleKey });
    expect(rules(verdict)).toEqual(['secret']);
    expect(message(verdict)).toBe('src/keys/signing.md line 235 looks like a private key. Remove secrets from the package (and revoke this one).');
  });

  it('a real cloud access key is refused anywhere, bundled libraries included', () => {
    const verdict = published('gobysec-shellhub', {}, { 'node_modules/aws-lite/config.js': 'module.exports = {\n  accessKeyId: "AKIA2E0A8F3B244C9986",\n};\n' });
    expect(rules(verdict)).toEqual(['secret']);
    expect(message(verdict)).toBe('node_modules/aws-lite/config.js line 2 looks like an AWS access key. Remove secrets from the package (and revoke this one).');
  });

  it('a service token in a bundled library is refused too', () => {
    const verdict = published('gobysec-shellhub', {}, { 'node_modules/notify/index.js': 'const hook = "xoxb-123456789012-abcdefABCDEF";\n' });
    expect(message(verdict)).toContain('node_modules/notify/index.js line 1 looks like a Slack token');
  });

  it('a Tidewatch publishing token is refused wherever it is', () => {
    const token = `twp_${'Ab3_'.repeat(10)}xyz`;
    expect(message(published('gobysec-shellhub', {}, { '.env': `TIDEWATCH_TOKEN=${token}\n` }))).toBe('.env line 1 looks like a Tidewatch publishing token. Remove secrets from the package (and revoke this one).');
  });

  it('the access key AWS documentation publishes as an example is only advice, in a library or in the extension\'s own README', () => {
    const example = 'Example:\n\n    accessKeyId: AKIAIOSFODNN7EXAMPLE\n';
    const bundled = published('gobysec-shellhub', {}, { 'node_modules/aws-sdk/README.md': example });
    expect(rules(bundled)).toEqual([]);
    expect(bundled.ok && bundled.warnings.map((w) => w.message)).toContain(
      'node_modules/aws-sdk/README.md line 3 holds an AWS access key in a bundled library (a documentation example or test fixture): it does not stop the package, but make sure it is not yours.',
    );
    const own = published('gobysec-shellhub', {}, { 'README.md': example });
    expect(own.ok && own.warnings.map((w) => w.message)).toContain(
      'README.md line 3 holds an AWS access key that its documentation publishes as an example: make sure it is not a real one.',
    );
  });

  it('a high-entropy password in a bundled library\'s test fixture is advice; in the extension\'s own code it refuses', () => {
    const line = 'const password = "q8Zt3Lm9Xw2Rv7Kp4Ny6Bc1";\n';
    expect(warnings(published('gobysec-shellhub', {}, { 'node_modules/sshpk/test/fixture.js': line }))).toEqual(['noReadme', 'vendoredSecret', 'vendoredSecret']);
    expect(rules(published('gobysec-shellhub', {}, { 'src/login.js': line }))).toEqual(['secret']);
  });

  it('names a few samples from bundled libraries and counts the rest', () => {
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`node_modules/lib${i}/docs.md`, sampleKey]));
    const verdict = published('gobysec-shellhub', {}, many);
    expect(warnings(verdict).filter((rule) => rule === 'vendoredSecret')).toHaveLength(5);
    expect(verdict.ok && verdict.warnings.at(-1)?.message).toBe('…and 4 more key samples in bundled libraries.');
  });
});

describe('translations as published', () => {
  it('reads a translation\'s README and changelog beside its file', () => {
    const { translations, description } = factsOf('gobysec-awvs');
    expect(description).toMatch(/^This extension can scan web pages/);
    expect(translations.CN.description).toBe('联动awvs对goby扫出的web页面进行扫描，可以生成awvs的报告。');
    expect(translations.CN.readme).toMatch(/^## 快速开始/);
    expect(translations.CN.changelog).toMatch(/中英文多语言$/);
  });

  it('falls back to the package root for a path written from there', () => {
    const rooted = zip(publishedFiles('gobysec-awvs', {}, { 'src/assets/translate/CN/translate.json': '{ "description": "中文", "readme": "./README.md" }', 'src/assets/translate/CN/README.md': null }));
    const verdict = check(rooted);
    if (!verdict.ok) throw new Error('refused');
    expect(packageFacts(rooted, verdict.files, verdict.root).translations.CN.readme).toMatch(/^## Quick start/);
  });
});

import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipLimits } from './zip-reader.ts';
import { check, filesOf, manifestOf, message, rules, zip } from '../testing/packages.ts';

/** Offset of every central directory header in a zip made by fflate. */
const centralHeaders = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at++) if (view.getUint32(at, true) === 0x02014b50) found.push(at);
  return { view, found };
};

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

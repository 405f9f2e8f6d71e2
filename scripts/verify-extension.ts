/**
 * Checks that an extension package is exactly one the site signed:
 *
 *   npm run verify-extension -- my-extension.zip
 *
 * It hashes the file (SHA-256), fetches the signature the site keeps for that hash
 * (`TIDEWATCH_SITE`/api/plugin-download/version_hash/<sha256>.sig, default site http://localhost:8080) and the
 * site's package signing key (/api/plugin-signing-key), and verifies the Ed25519 signature over the file's bytes,
 * as the desktop client does before installing.
 *
 * Exit codes: 0 "signature valid"; 1 the signature does not verify, or the site never signed a package with this
 * SHA-256 (a byte changed after download, or never approved); 3 anything else (no file, the site unreachable).
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { langOf } from './publish-extension.ts';

const texts = {
  usage: { en: 'Usage: npm run verify-extension -- FILE.zip   (TIDEWATCH_SITE defaults to http://localhost:8080)', zh: '用法：npm run verify-extension -- 文件.zip（TIDEWATCH_SITE 默认为 http://localhost:8080）' },
  unreadable: { en: (file: string, why: string) => `Cannot read ${file}: ${why}`, zh: (file: string, why: string) => `无法读取 ${file}：${why}` },
  unreachable: { en: (site: string, why: string) => `Cannot reach ${site}: ${why}`, zh: (site: string, why: string) => `无法连接 ${site}：${why}` },
  unexpected: { en: (url: string, status: number) => `${url} answered HTTP ${status}.`, zh: (url: string, status: number) => `${url} 返回了 HTTP ${status}。` },
  notSigned: {
    en: (file: string, hash: string, site: string) => `not signed: ${site} signed no package with this SHA-256 (${hash}). ${file} was changed after download, or was never approved.`,
    zh: (file: string, hash: string, site: string) => `未签名：${site} 没有签名过 SHA-256 为 ${hash} 的扩展包。${file} 可能在下载后被修改，或从未通过审核。`,
  },
  valid: { en: (file: string, hash: string, site: string) => `signature valid: ${file} (SHA-256 ${hash}) is the package ${site} signed.`, zh: (file: string, hash: string, site: string) => `签名有效：${file}（SHA-256 ${hash}）是 ${site} 签名的扩展包。` },
  invalid: { en: (file: string) => `signature INVALID: ${file} is not the package the site signed.`, zh: (file: string) => `签名无效：${file} 不是站点签名的扩展包。` },
} as const;

export const EXIT = { valid: 0, invalid: 1, other: 3 } as const;

export const verifyExtension = async (args: string[], env: NodeJS.ProcessEnv, out: (line: string) => void = console.log, err: (line: string) => void = console.error) => {
  const lang = langOf(env);
  const file = args.find((arg) => arg !== '--');
  if (!file || file === '--help' || file === '-h') {
    err(texts.usage[lang]);
    return EXIT.other;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    err(texts.unreadable[lang](file, (error as Error).message));
    return EXIT.other;
  }
  const site = (env.TIDEWATCH_SITE?.trim() || 'http://localhost:8080').replace(/\/+$/, '');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const get = async (path: string) => {
    const response = await fetch(`${site}${path}`);
    return { status: response.status, text: await response.text() };
  };
  let signature: { status: number; text: string };
  let key: { status: number; text: string };
  try {
    [signature, key] = await Promise.all([get(`/api/plugin-download/version_hash/${hash}.sig`), get('/api/plugin-signing-key')]);
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    err(texts.unreachable[lang](site, cause?.message ?? (error as Error).message));
    return EXIT.other;
  }
  if (key.status !== 200) {
    err(texts.unexpected[lang](`${site}/api/plugin-signing-key`, key.status));
    return EXIT.other;
  }
  if (signature.status === 404) {
    err(texts.notSigned[lang](file, hash, site));
    return EXIT.invalid;
  }
  if (signature.status !== 200) {
    err(texts.unexpected[lang](`${site}/api/plugin-download/version_hash/${hash}.sig`, signature.status));
    return EXIT.other;
  }
  let valid = false;
  try {
    valid = verify(null, bytes, createPublicKey(key.text), Buffer.from(signature.text.trim(), 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) {
    err(texts.invalid[lang](file));
    return EXIT.invalid;
  }
  out(texts.valid[lang](file, hash, site));
  return EXIT.valid;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await verifyExtension(process.argv.slice(2), process.env);
}

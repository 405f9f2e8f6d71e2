/**
 * Publishes an extension package from a terminal or a build:
 *
 *   TIDEWATCH_TOKEN=twp_… npm run publish-extension -- my-extension.zip
 *
 * It sends the zip to the site (`TIDEWATCH_SITE`, default http://localhost:8080: the gateway, which passes
 * POST /api/plugin/publish to the upstream) with the publishing token made in the user centre, and prints the
 * verdict the upload page shows: every refusal reason, or pending with its warnings and place in the queue.
 *
 * Exit codes: 0 accepted (waiting for review), 1 refused, 2 the token is missing, unknown, expired or revoked
 * (the message says which), 3 anything else (no file given or readable, the site unreachable or answering
 * something that is not the site's envelope). Messages follow TIDEWATCH_LANG, else LANG (zh… → Chinese).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';

type Lang = 'zh' | 'en';

const texts = {
  usage: { en: 'Usage: npm run publish-extension -- FILE.zip   (with TIDEWATCH_TOKEN set; TIDEWATCH_SITE defaults to http://localhost:8080)', zh: '用法：npm run publish-extension -- 文件.zip（需设置 TIDEWATCH_TOKEN；TIDEWATCH_SITE 默认为 http://localhost:8080）' },
  noToken: {
    en: 'TIDEWATCH_TOKEN is not set: make a publishing token in the user centre (Extensions tab) and set TIDEWATCH_TOKEN to it.',
    zh: '未设置 TIDEWATCH_TOKEN：请在个人中心的“扩展”页创建发布令牌，并将 TIDEWATCH_TOKEN 设为该令牌。',
  },
  unreadable: { en: (file: string, why: string) => `Cannot read ${file}: ${why}`, zh: (file: string, why: string) => `无法读取 ${file}：${why}` },
  unreachable: { en: (site: string, why: string) => `Cannot reach ${site}: ${why}`, zh: (site: string, why: string) => `无法连接 ${site}：${why}` },
  unexpected: { en: (site: string, status: number) => `${site} answered HTTP ${status} with something that is not the site's answer.`, zh: (site: string, status: number) => `${site} 返回了 HTTP ${status}，但不是站点的应答。` },
  tokenRefused: { en: 'The token was refused:', zh: '令牌被拒绝：' },
  refused: { en: (file: string) => `${file} was not accepted:`, zh: (file: string) => `${file} 未被接受：` },
  accepted: { en: (id: string, version: string) => `${id} ${version} is uploaded and waits for review.`, zh: (id: string, version: string) => `${id} ${version} 已上传，等待审核。` },
  queue: { en: (n: number) => `Place in the review queue: ${n}. You will get a mail when staff have reviewed it.`, zh: (n: number) => `审核队列中的位置：${n}。审核完成后您会收到邮件。` },
  advice: { en: 'Advice from the check (not a reason to refuse):', zh: '检查建议（不影响发布）：' },
} as const;

export const EXIT = { accepted: 0, refused: 1, token: 2, other: 3 } as const;

export const langOf = (env: NodeJS.ProcessEnv): Lang => (/^zh/i.test(env.TIDEWATCH_LANG ?? env.LC_ALL ?? env.LANG ?? '') ? 'zh' : 'en');

interface Envelope {
  statusCode: number;
  messages: string;
  data: { extension_id: string; version: string; warnings?: string[]; queue_position?: number | null } | null;
}

const isEnvelope = (value: unknown): value is Envelope => typeof value === 'object' && value !== null && 'statusCode' in value && 'messages' in value;

export const publishExtension = async (args: string[], env: NodeJS.ProcessEnv, out: (line: string) => void = console.log, err: (line: string) => void = console.error) => {
  const lang = langOf(env);
  const file = args.find((arg) => arg !== '--');
  if (!file || file === '--help' || file === '-h') {
    err(texts.usage[lang]);
    return EXIT.other;
  }
  const token = env.TIDEWATCH_TOKEN?.trim();
  if (!token) {
    err(texts.noToken[lang]);
    return EXIT.token;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    err(texts.unreadable[lang](file, (error as Error).message));
    return EXIT.other;
  }
  const site = (env.TIDEWATCH_SITE?.trim() || 'http://localhost:8080').replace(/\/+$/, '');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), basename(file));
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(`${site}/api/plugin/publish`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'x-locale': lang, 'accept-language': lang === 'zh' ? 'zh-CN' : 'en' },
    });
    status = response.status;
    body = await response.json().catch(() => null);
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    err(texts.unreachable[lang](site, cause?.message ?? (error as Error).message));
    return EXIT.other;
  }
  if (!isEnvelope(body)) {
    err(texts.unexpected[lang](site, status));
    return EXIT.other;
  }
  if (body.statusCode === 200 && body.data) {
    out(texts.accepted[lang](body.data.extension_id, body.data.version));
    if (body.data.queue_position != null) out(texts.queue[lang](body.data.queue_position));
    if (body.data.warnings?.length) {
      out(texts.advice[lang]);
      for (const warning of body.data.warnings) out(`  - ${warning}`);
    }
    return EXIT.accepted;
  }
  if (body.statusCode === 401) {
    err(`${texts.tokenRefused[lang]}${lang === 'en' ? ' ' : ''}${body.messages}`);
    return EXIT.token;
  }
  if (body.statusCode >= 400 && body.statusCode < 500) {
    err(texts.refused[lang](basename(file)));
    for (const reason of body.messages.split('\n')) err(`  - ${reason}`);
    return EXIT.refused;
  }
  err(body.messages || texts.unexpected[lang](site, status));
  return EXIT.other;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await publishExtension(process.argv.slice(2), process.env);
}

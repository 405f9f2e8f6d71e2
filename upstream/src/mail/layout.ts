import escapeHtml from 'escape-html';
import type { Locale } from '../domain/locale.ts';
import type { Mail } from './mail.ts';

/** What one language's version of a mail says; the layout adds the rest. */
export interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  /** the line above the plain link; by default, that the link works where the button does not */
  fallback?: string;
  /** lines before the signature */
  closing?: string[];
}

/** What every mail of a language says the same way. */
const frame: Record<Locale, { brand: string; htmlLang: string; fallback: string; signature: string }> = {
  en: { brand: 'Tidewatch', htmlLang: 'en', fallback: 'If the button does not work, copy this link into your browser:', signature: 'The Tidewatch team' },
  zh: { brand: '潮望', htmlLang: 'zh-CN', fallback: '如果按钮无法打开，请将以下链接复制到浏览器中打开：', signature: '潮望团队' },
};

/** The mark the subject of every mail about an order paid in the payment sandbox starts with (its text says so too). */
export const SANDBOX_SUBJECT = { en: '[Sandbox] ', zh: '【沙箱】' };

/**
 * The one layout of every mail sent to a person: greeting, paragraphs, a button, the plain link, closing lines and
 * the signature, in the recipient's language (a template writes both languages; this picks one). Every text is
 * escaped here, so a name or reason someone typed cannot become markup.
 */
export const compose = (to: string, link: string, locale: Locale, letters: Record<Locale, Letter>): Mail => {
  const letter = letters[locale];
  const { brand, htmlLang, signature } = frame[locale];
  const fallback = letter.fallback ?? frame[locale].fallback;
  const closing = [...(letter.closing ?? []), signature];
  const text = [letter.greeting, '', ...letter.paragraphs.flatMap((p) => [p, '']), link, '', ...closing].join('\n');
  const html = `<!doctype html>
<html lang="${htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font:15px/1.6 -apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:600;color:#0f4c81">${brand}</p>
<p>${escapeHtml(letter.greeting)}</p>
${letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#0f4c81;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(letter.button)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(fallback)}<br><a href="${escapeHtml(link)}" style="color:#0f4c81;word-break:break-all">${escapeHtml(link)}</a></p>
${closing.map((p) => `<p style="font-size:13px;color:#6b7280">${escapeHtml(p)}</p>`).join('\n')}
</div></body></html>`;
  return { to, subject: letter.subject, text, html, links: [link] };
};

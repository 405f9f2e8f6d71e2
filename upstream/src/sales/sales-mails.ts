import escapeHtml from 'escape-html';
import type { Locale } from '../domain/locale.ts';
import type { Mail } from '../mail/mailer.ts';
import { compose } from '../mail/layout.ts';

/** A lead as the mails show it: dictionary values already turned into their text, the edition named. */
export interface LeadView {
  id: number;
  kind: 'trial' | 'sales';
  edition: string;
  name: string;
  email: string;
  mobile: string | null;
  company: string;
  country: string;
  position: string;
  use: string;
  quantity: number | null;
  comment: string | null;
  locale: Locale;
  createdAt: Date;
}

/** The applicant's confirmation, in their language; every text they typed is escaped by `compose`. */
export const leadConfirmationMail = (lead: LeadView, link: string): Mail =>
  compose(
    lead.email,
    link,
    lead.locale,
    lead.kind === 'trial'
      ? {
          en: {
            subject: `We received your Tidewatch trial request (${lead.edition})`,
            greeting: `Hello ${lead.name},`,
            paragraphs: [
              `Thank you for applying for a trial of ${lead.edition}. Your request number is ${lead.id}.`,
              'Our team checks each request; once it is approved you receive a 7-day trial license at this address (or in your licence management when this address has an account).',
              'Meanwhile you can download Tidewatch from the link below.',
            ],
            button: 'Download Tidewatch',
            closing: ['If you did not ask for a trial, ignore this mail.'],
          },
          zh: {
            subject: `我们已收到您的潮望试用申请（${lead.edition}）`,
            greeting: `${lead.name}，您好：`,
            paragraphs: [
              `感谢您申请试用 ${lead.edition}，您的申请编号为 ${lead.id}。`,
              '我们会审核每一份申请，审核通过后，您将通过此邮箱收到 7 天试用授权（如果该邮箱已注册账号，授权会出现在授权管理中）。',
              '您现在可以通过以下链接下载潮望。',
            ],
            button: '下载潮望',
            closing: ['如果您没有申请试用，请忽略此邮件。'],
          },
        }
      : {
          en: {
            subject: `We received your message to the Tidewatch sales team (${lead.edition})`,
            greeting: `Hello ${lead.name},`,
            paragraphs: [
              `Thank you for your interest in ${lead.edition}. Your request number is ${lead.id}.`,
              `Our sales team will contact you within 2 working days at ${lead.mobile ?? ''}${lead.email ? ` or ${lead.email}` : ''}.`,
            ],
            button: 'Download Tidewatch',
            fallback: 'Meanwhile you can download Tidewatch here:',
            closing: ['If you did not contact us, ignore this mail.'],
          },
          zh: {
            subject: `我们已收到您的销售咨询（${lead.edition}）`,
            greeting: `${lead.name}，您好：`,
            paragraphs: [
              `感谢您关注 ${lead.edition}，您的咨询编号为 ${lead.id}。`,
              `我们的销售团队将在 2 个工作日内通过 ${lead.mobile ?? ''}${lead.email ? ` 或 ${lead.email}` : ''} 与您联系。`,
            ],
            button: '下载潮望',
            fallback: '您现在可以通过以下链接下载潮望：',
            closing: ['如果您没有联系过我们，请忽略此邮件。'],
          },
        },
  );

/** The sales team's notice of a new request: every field, labelled in both languages, as plain escaped text. */
export const leadNotificationMail = (to: string, lead: LeadView): Mail => {
  const kind = lead.kind === 'trial' ? 'Trial request / 试用申请' : 'Sales contact / 销售咨询';
  const rows: [string, string][] = [
    ['Request / 编号', String(lead.id)],
    ['Edition / 版本', lead.edition],
    ['Name / 姓名', lead.name],
    ['Email / 邮箱', lead.email || '—'],
    ...(lead.kind === 'sales' ? ([['Phone / 电话', lead.mobile ?? '']] as [string, string][]) : []),
    ['Company / 公司', lead.company],
    ['Country / 国家', lead.country],
    ['Job title / 职位', lead.position],
    ['Purpose / 用途', lead.use],
    ...(lead.kind === 'sales'
      ? ([
          ['Users / 用户数', String(lead.quantity ?? 1)],
          ['Message / 留言', lead.comment || '—'],
        ] as [string, string][])
      : []),
    ['Language / 语言', lead.locale === 'en' ? 'English' : '中文'],
    ['Received / 时间', lead.createdAt.toISOString().slice(0, 19).replace('T', ' ') + ' UTC'],
  ];
  const action =
    lead.kind === 'trial'
      ? `Grant: npm run admin -- grant-trial ${lead.id}   Decline: npm run admin -- decline ${lead.id} --reason TEXT`
      : 'List: npm run admin -- leads --kind sales --state new';
  const subject = `[${lead.kind === 'trial' ? 'Trial' : 'Sales'} #${lead.id}] ${lead.edition} — ${lead.company}`;
  const text = [kind, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', action].join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font:14px/1.6 -apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;color:#1f2937">
<h1 style="font-size:18px">${escapeHtml(kind)}</h1>
<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n')}</table>
<p style="font-family:monospace">${escapeHtml(action)}</p>
</body></html>`;
  return { to, subject, text, html, links: [] };
};

export interface TrialGrantMailInput {
  to: string;
  locale: Locale;
  name: string;
  edition: string;
  /** the activation code, for an address without an account */
  code: string | null;
  codeExpiresAt: Date;
  coverageBefore: string;
  link: string;
}

/** The trial is granted: the licence waits in the account, or here is its activation code. */
export const trialGrantedMail = ({ to, locale, name, edition, code, codeExpiresAt, coverageBefore, link }: TrialGrantMailInput): Mail => {
  const until = codeExpiresAt.toISOString().slice(0, 10);
  const coverage = coverageBefore.replaceAll('-', '.');
  return compose(
    to,
    link,
    locale,
    {
      en: {
        subject: `Your Tidewatch trial of ${edition} is ready`,
        greeting: `Hello ${name},`,
        paragraphs: [
          code
            ? `Your 7-day trial of ${edition} is approved. Your activation code is ${code}; it can be used until ${until}.`
            : `Your 7-day trial of ${edition} is approved. The trial license is in your licence management; generate it for your machine before ${until}.`,
          `The trial includes the vulnerabilities updated before ${coverage}.`,
        ],
        button: code ? 'Download Tidewatch' : 'Manage licenses',
      },
      zh: {
        subject: `您的潮望 ${edition} 试用已开通`,
        greeting: `${name}，您好：`,
        paragraphs: [
          code
            ? `您的 ${edition} 7 天试用申请已通过。激活码为 ${code}，请在 ${until} 之前使用。`
            : `您的 ${edition} 7 天试用申请已通过，试用授权已放入您的授权管理，请在 ${until} 之前为您的机器生成授权。`,
          `试用包含 ${coverage} 之前更新的漏洞。`,
        ],
        button: code ? '下载潮望' : '管理授权',
      },
    },
  );
};

/** The trial is declined, with staff's reason (escaped like every other text). */
export const trialDeclinedMail = ({ to, locale, name, edition, reason, link }: { to: string; locale: Locale; name: string; edition: string; reason: string; link: string }): Mail =>
  compose(
    to,
    link,
    locale,
    {
      en: {
        subject: `About your Tidewatch trial request (${edition})`,
        greeting: `Hello ${name},`,
        paragraphs: [`We are sorry: your trial request for ${edition} was not approved.`, `Reason: ${reason}`, 'Our sales team is happy to help you choose an edition.'],
        button: 'Contact sales',
      },
      zh: {
        subject: `关于您的潮望试用申请（${edition}）`,
        greeting: `${name}，您好：`,
        paragraphs: [`很抱歉，您的 ${edition} 试用申请未通过审核。`, `原因：${reason}`, '我们的销售团队可以帮助您选择合适的版本。'],
        button: '联系销售',
      },
    },
  );

import { expect } from '@playwright/test';
import type { Mail } from '../upstream/src/mail/mailer.ts';
import { upstreamOf } from './stack.ts';

// The reference upstream's development routes: the code of a captcha, and the outbox of the mails it sent.

/** The code of a captcha, read through GET /dev/captcha/{uuid}. */
export const captchaCode = async (baseURL: string, uuid: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/dev/captcha/${uuid}`);
  expect(response.status, `captcha ${uuid}`).toBe(200);
  return ((await response.json()) as { code: string }).code;
};

/** A mail as GET /dev/outbox lists it: the upstream's own shape. */
export type { Mail } from '../upstream/src/mail/mailer.ts';

/** The outbox's mails (GET /dev/outbox, newest first) that `wanted` picks, waited for until there is one. */
export const mailsWhere = async (baseURL: string, description: string, wanted: (mail: Mail) => boolean) => {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${upstreamOf(baseURL)}/dev/outbox`)).json()) as Mail[];
      found = mails.filter(wanted);
      return found.length;
    }, { message: description })
    .toBeGreaterThan(0);
  return found;
};

const linksTo = (link: string, path: string) => new URL(link).pathname === path;

/** The newest mail to `address` carrying a link to `path` (/activate/result, /password/reset), from GET /dev/outbox. */
export const mailTo = async (baseURL: string, address: string, path: string) => {
  const [found] = await mailsWhere(baseURL, `a mail to ${address} linking to ${path}`, (mail) => mail.to === address && mail.links.some((link) => linksTo(link, path)));
  return { ...found!, link: found!.links.find((link) => linksTo(link, path))! };
};

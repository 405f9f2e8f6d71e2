import type { Captcha, SignInAnswer, User } from '../../../contract/index.ts';
import type { TestUpstream } from './api.ts';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

let nextIp = 1;
/** A new client address for each test, so per-IP rate limits of one test do not touch another. */
export const freshIp = () => {
  const n = nextIp++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Headers of a request from `ip` in `lang` (the gateway passes both). */
export const from = (ip: string, lang = 'zh-CN', token?: string): Record<string, string> => ({
  'x-forwarded-for': ip,
  'accept-language': lang,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A new captcha and its code, read through the development route. */
export const solveCaptcha = async (t: TestUpstream, ip = freshIp()) => {
  const { body } = await t.api<Captcha>('/user/captcha', { headers: from(ip) });
  const response = await fetch(`${t.upstream.origin}/dev/captcha/${body.data.uuid}`);
  const { code } = (await response.json()) as { code: string };
  return { uuid: body.data.uuid, code, image: body.data.captcha };
};

export const outbox = async (t: TestUpstream): Promise<OutboxMail[]> => (await fetch(`${t.upstream.origin}/dev/outbox`)).json() as Promise<OutboxMail[]>;

/** The newest mail to `address`. */
export const lastMailTo = async (t: TestUpstream, address: string) => {
  const mail = (await outbox(t)).find((m) => m.to === address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
};

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

let nextUser = 1;
/** A username and address no other test uses. */
export const freshAccount = (prefix = 'user') => {
  const n = `${nextUser++}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${prefix}_${n}`, email: `${prefix}.${n}@example.com`, password: 'Secret123' };
};

export const signUpBody = async (t: TestUpstream, account: { username: string; email: string; password: string }, ip = freshIp()) => ({
  username: account.username,
  email: account.email,
  password: account.password,
  confirmPassword: account.password,
  agreement: 'User registration and service agreement',
  ...(await solveCaptcha(t, ip)),
});

/** Signs up; answers the new id (throws on failure). */
export const signUp = async (t: TestUpstream, account = freshAccount(), lang = 'zh-CN') => {
  const ip = freshIp();
  const { body } = await t.api<{ id: number }>('/user/register', { method: 'POST', json: await signUpBody(t, account, ip), headers: from(ip, lang) });
  if (body.statusCode !== 200) throw new Error(`sign-up failed: ${body.messages}`);
  return { ...account, id: body.data.id };
};

/** Signs up and opens the activation link. */
export const activeUser = async (t: TestUpstream, account = freshAccount(), lang = 'zh-CN') => {
  const user = await signUp(t, account, lang);
  const mail = await lastMailTo(t, user.email);
  const { body } = await t.api('/user/activate', { method: 'POST', json: { token: tokenOf(mail.links[0]) } });
  if (body.statusCode !== 200) throw new Error(`activation failed: ${body.messages}`);
  return user;
};

/** The sign-in call's answer (any outcome). */
export const signIn = async (t: TestUpstream, username: string, password: string, { ip = freshIp(), lang = 'zh-CN' } = {}) => {
  const captcha = await solveCaptcha(t, ip);
  return t.api<SignInAnswer>('/user/login', { method: 'POST', json: { username, password, code: captcha.code, uuid: captcha.uuid }, headers: from(ip, lang) });
};

/** Signs in; answers the token and the user (throws on failure). */
export const tokenFor = async (t: TestUpstream, username: string, password: string): Promise<{ token: string; user: User }> => {
  const { body } = await signIn(t, username, password);
  if (body.statusCode !== 200) throw new Error(`sign-in failed: ${body.messages}`);
  return body.data;
};

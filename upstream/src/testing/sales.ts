import type { TestUpstream } from './api.ts';
import { freshIp, from, solveCaptcha } from './accounts.ts';

/** A trial request that every rule accepts (a fresh address each time). */
export const trialRequest = (overrides: Record<string, string | number> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada.${Math.random().toString(36).slice(2, 10)}@example.com`,
  country: 'GB',
  company: 'Analytical Engines Ltd',
  position: 'security_engineer',
  use: 'penetration_testing',
  license_type_id: 13,
  ...overrides,
});

/** A sales contact that every rule accepts (a mainland mobile number, so it passes in Chinese too). */
export const salesRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: `grace.${Math.random().toString(36).slice(2, 10)}@example.com`,
  mobile: '13800138000',
  company: 'Compilers Inc',
  country: 'US',
  position: 'security_engineer',
  use: 'vulnerability_management',
  quantity: 25,
  comment: 'We would like a demo.',
  license_type_id: 17,
  ...overrides,
});

/** Sends a trial request with a solved captcha (unless the fields carry their own uuid/code). */
export const applyForTrial = async (t: TestUpstream, fields: Record<string, string | number>, { lang = 'en', ip = freshIp(), token }: { lang?: string; ip?: string; token?: string } = {}) => {
  const captcha = 'uuid' in fields ? {} : await solveCaptcha(t, ip);
  const query = new URLSearchParams(Object.entries({ ...captcha, ...fields }).map(([k, v]) => [k, String(v)]));
  query.delete('image');
  return t.api<{ message: string; id: number }>(`/license/trial?${query}`, { headers: from(ip, lang, token) });
};

export const contactSales = (t: TestUpstream, body: Record<string, unknown>, { lang = 'en', ip = freshIp() }: { lang?: string; ip?: string } = {}) =>
  t.api<{ message: string; id: number }>('/contact', { method: 'POST', json: body, headers: from(ip, lang) });

/** Every stored lead, newest first. */
export const storedLeads = (t: TestUpstream) => t.upstream.db.selectFrom('lead').selectAll().orderBy('id', 'desc').execute();

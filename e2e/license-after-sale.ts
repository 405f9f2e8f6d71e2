import { expect, graphWith, upstreamOf, type Language } from './fixtures.ts';

// The specs of the licence after the sale (center-license-move, center-license-renew, receipts): texts and helpers.

export const texts = {
  zh: {
    move: (id: string) => `将授权 ${id} 迁移到其他机器`,
    moveTitle: (id: string) => `将授权 ${id} 迁移到其他机器？`,
    moveConfirm: '迁移授权',
    moved: (id: string) => `授权 ${id} 已解除绑定，请为新机器生成授权。`,
    notGenerated: '未生成',
    generated: '已生成',
    renew: (id: string) => `续费授权 ${id}`,
    renewTitle: (id: string) => `续费授权 ${id}`,
    fullEdition: (id: string) => `购买正式版以替代体验授权 ${id}`,
    renewed: (id: string) => `授权 ${id} 已续费`,
    newFile: '下载新的授权文件',
    receipt: (orderNo: string) => `订单 ${orderNo} 的收据（PDF）`,
    bank: '对公转账',
    next: '下一步：确认订单',
    pay: '支付',
    paidTab: '已支付',
    filters: '筛选订单',
  },
  en: {
    move: (id: string) => `Move license ${id} to another machine`,
    moveTitle: (id: string) => `Move license ${id} to another machine?`,
    moveConfirm: 'Move license',
    moved: (id: string) => `License ${id} is released: generate it for the new machine.`,
    notGenerated: 'Not generated',
    generated: 'Generated',
    renew: (id: string) => `Renew license ${id}`,
    renewTitle: (id: string) => `Renew license ${id}`,
    fullEdition: (id: string) => `Buy the full edition instead of trial license ${id}`,
    renewed: (id: string) => `License ${id} is renewed`,
    newFile: 'Download the new license file',
    receipt: (orderNo: string) => `Receipt of order ${orderNo} (PDF)`,
    bank: 'Bank transfer',
    next: 'Next: review your order',
    pay: 'Pay',
    paidTab: 'Paid',
    filters: 'Filter orders',
  },
} as const;

/** Each spec runs in both languages, on a desktop and on a phone. */
export const screens: { language: Language; width: number; height: number }[] = [
  { language: 'zh', width: 1440, height: 900 },
  { language: 'en', width: 1440, height: 900 },
  { language: 'zh', width: 390, height: 844 },
  { language: 'en', width: 390, height: 844 },
];

interface LicenseFacts {
  id: string;
  status: 'NOT_GENERATED' | 'GENERATED';
  key: string;
  mid: string | null;
  expiredAt: string | null;
}

/** The newest 100 licenses of the holder of `token`. */
export const licensesOf = async (baseURL: string, token: string) =>
  (await graphWith<{ licenses: { items: LicenseFacts[] } }>(baseURL, token, '{ licenses(page: 1, size: 100) { items { id status key mid expiredAt } } }')).licenses.items;

/** A machine id of its own for each call. */
export const newMid = () => `${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2).toUpperCase()}`.padEnd(32, '0').slice(0, 32);

/** Generates a license for a machine through the graph, as the dialog does. */
export const generateFor = (baseURL: string, token: string, licenseId: string, mid = newMid()) =>
  graphWith(baseURL, token, 'mutation ($input: GenerateLicenseInput!) { generateLicense(input: $input) { licenseId } }', { input: { licenseId, mid } }).then(() => mid);

/** The desktop client's validate call, as the product makes it (no session). */
export const validate = async (baseURL: string, licenseId: string, mid: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/api/client/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ license_id: Number(licenseId), mid }),
  });
  return ((await response.json()) as { data: { valid: boolean; state: string; released: boolean } }).data;
};

/** Brings a license's end near through the upstream's development route (the browser test cannot move its clock). */
export const endLicenseIn = async (baseURL: string, licenseId: string, days: number) => {
  const response = await fetch(`${upstreamOf(baseURL)}/dev/license-end`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ license_id: Number(licenseId), ends_at: new Date(Date.now() + days * 86_400_000).toISOString() }),
  });
  expect(await response.json()).toEqual({ updated: 1 });
};

/** The page scrolls sideways nowhere (every page works at 390 px). */
export const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

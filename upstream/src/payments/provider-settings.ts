import { z } from 'zod';
import type { UpstreamConfig } from '../domain/config.ts';
import type { ProviderName } from './provider.ts';

/** PayPal's REST hosts: live and sandbox (PAYPAL_API_BASE picks one). */
export const PAYPAL_LIVE = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const WECHATPAY_API = 'https://api.mch.weixin.qq.com';

const pem = (kind: 'PRIVATE KEY' | 'PUBLIC KEY') => z.string().refine((value) => value.includes(kind), `must be a PEM ${kind.toLowerCase()}`);
const url = z.url().transform((value) => value.replace(/\/+$/, ''));

/** Each real provider's settings, as the environment names them (docs/configuration.md). */
export const providerSettings = {
  paypal: z.object({
    PAYPAL_CLIENT_ID: z.string().min(1),
    PAYPAL_CLIENT_SECRET: z.string().min(1),
    PAYPAL_WEBHOOK_ID: z.string().min(1),
    PAYPAL_API_BASE: url.default(PAYPAL_LIVE),
  }),
  alipay: z.object({
    ALIPAY_APP_ID: z.string().min(1),
    ALIPAY_PRIVATE_KEY: pem('PRIVATE KEY'),
    ALIPAY_PUBLIC_KEY: pem('PUBLIC KEY'),
    ALIPAY_GATEWAY: url.default(ALIPAY_GATEWAY),
    ALIPAY_SELLER_ID: z.string().min(1).optional(),
  }),
  wechat: z.object({
    WECHATPAY_MCH_ID: z.string().min(1),
    WECHATPAY_APP_ID: z.string().min(1),
    WECHATPAY_PRIVATE_KEY: pem('PRIVATE KEY'),
    WECHATPAY_CERT_SERIAL: z.string().min(1),
    WECHATPAY_APIV3_KEY: z.string().refine((key) => Buffer.byteLength(key) === 32, 'must be the 32-character APIv3 key'),
    WECHATPAY_PUBLIC_KEY: pem('PUBLIC KEY'),
    WECHATPAY_PUBLIC_KEY_ID: z.string().min(1),
    WECHATPAY_API_BASE: url.default(WECHATPAY_API),
  }),
};

/** Every variable of the payments' configuration: PAYMENT_PROVIDER and each real provider's settings. */
export const PAYMENT_VARIABLES = ['PAYMENT_PROVIDER', ...Object.values(providerSettings).flatMap((settings) => Object.keys(settings.shape))];

export type PayPalSettings = z.infer<typeof providerSettings.paypal>;
export type AlipaySettings = z.infer<typeof providerSettings.alipay>;
export type WechatSettings = z.infer<typeof providerSettings.wechat>;
export type RealProvider = keyof typeof providerSettings;

/** PEM keys given in one line of an environment file carry `\n` for their line breaks. */
const unescaped = (env: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(env)
      // an empty value is no value (a deployment file writes `${VAR:-}` for a setting it may not have)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, typeof value === 'string' ? value.replace(/\\n/g, '\n') : value]),
  );

/** The providers PAYMENT_PROVIDER names: the sandbox alone, or a comma list of real ones. */
export const chosenProviders = (value: string | undefined, nodeEnv: UpstreamConfig['NODE_ENV']): ProviderName[] => {
  if (!value) {
    if (nodeEnv === 'production') throw new Error(`Invalid upstream configuration:\n  ${PROVIDER_REQUIRED}`);
    return ['sandbox'];
  }
  const names = value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (names.length === 1 && names[0] === 'sandbox') return ['sandbox'];
  const unknown = names.filter((name) => !(name in providerSettings));
  if (unknown.length || names.length === 0) throw new Error(`Invalid upstream configuration:\n  PAYMENT_PROVIDER: ${PROVIDER_LIST}`);
  return [...new Set(names)] as ProviderName[];
};

/** Each chosen real provider's settings; a missing or malformed one stops the start, naming every variable at fault. */
export const settingsOf = (providers: readonly ProviderName[], env: Record<string, unknown>) => {
  const problems: string[] = [];
  const settings: { paypal?: PayPalSettings; alipay?: AlipaySettings; wechat?: WechatSettings } = {};
  for (const name of providers) {
    if (name === 'sandbox') continue;
    const given = unescaped(env);
    const parsed = providerSettings[name].safeParse(given);
    if (parsed.success) Object.assign(settings, { [name]: parsed.data });
    else
      problems.push(
        ...parsed.error.issues.map((issue) => {
          const variable = issue.path.join('.');
          return `${variable}: ${given[variable] === undefined || given[variable] === '' ? `missing (PAYMENT_PROVIDER names ${name})` : issue.message}`;
        }),
      );
  }
  if (problems.length) throw new Error(`Invalid upstream configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return settings;
};

export const PROVIDER_LIST = 'must be sandbox, or a comma list of paypal, alipay and wechat';

/** What a production start without PAYMENT_PROVIDER is told: what to set, and what the sandbox means. */
export const PROVIDER_REQUIRED =
  'PAYMENT_PROVIDER: must be set when NODE_ENV=production: a comma list of paypal, alipay and wechat with their settings ' +
  '(docs/configuration.md#payments), or sandbox, the built-in provider that approves every payment anyone asks of it ' +
  '(its pages and mails say so).';

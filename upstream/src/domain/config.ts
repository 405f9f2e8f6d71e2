import { isIP } from 'node:net';
import { z } from 'zod';
import { siteOriginVariables, withSiteOrigins } from '../../../contract/site-origins.ts';

/**
 * Each real provider's settings (docs/configuration.md#payments): read here as text, checked as a whole by the payments
 * feature for the providers PAYMENT_PROVIDER names, so a missing one is named at start.
 */
const paymentVariables = Object.fromEntries(
  [
    'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE',
    'ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_GATEWAY', 'ALIPAY_SELLER_ID',
    'WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_CERT_SERIAL', 'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_API_BASE',
  ].map((name) => [name, z.string().optional()]),
) as Record<PaymentVariable, z.ZodOptional<z.ZodString>>;

type PaymentVariable =
  | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_WEBHOOK_ID' | 'PAYPAL_API_BASE'
  | 'ALIPAY_APP_ID' | 'ALIPAY_PRIVATE_KEY' | 'ALIPAY_PUBLIC_KEY' | 'ALIPAY_GATEWAY' | 'ALIPAY_SELLER_ID'
  | 'WECHATPAY_MCH_ID' | 'WECHATPAY_APP_ID' | 'WECHATPAY_PRIVATE_KEY' | 'WECHATPAY_CERT_SERIAL' | 'WECHATPAY_APIV3_KEY'
  | 'WECHATPAY_PUBLIC_KEY' | 'WECHATPAY_PUBLIC_KEY_ID' | 'WECHATPAY_API_BASE';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    /** the address the upstream listens on: loopback by default (the gateway on this machine); 0.0.0.0 or an interface's address when gateways reach it over a network */
    UPSTREAM_BIND_ADDRESS: z.string().default('127.0.0.1').refine((value) => isIP(value) !== 0, 'must be an IP address (127.0.0.1, 0.0.0.0, ::, or an interface’s address)'),
    DATABASE_URL: z
      .string()
      .refine((url) => /^(memory:\/\/|postgres(ql)?:\/\/|file:)/.test(url), 'must be memory://, postgres://… or file:PATH')
      .optional(),
    DATA_DIR: z.string().default('.data'),
    /** the site's port (the gateway's PORT): the default site origins follow it, so mail links do */
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** unset → localhost and en.localhost on PORT (contract/site-origins.ts) */
    ...siteOriginVariables,
    /** unset → mails are kept in the outbox only; smtp://user:pass@host:587 or smtps://… → also sent by SMTP */
    MAIL_URL: z
      .string()
      .refine((url) => /^smtps?:\/\/[^/]+/.test(url), 'must be smtp://… or smtps://… (user:password@host:port)')
      .optional(),
    /** the sender of every mail; defaults to the SMTP user when it is an address, else no-reply@ the Chinese site's host */
    MAIL_FROM: z.string().min(3).optional(),
    /**
     * the payment providers: `sandbox` (plays PayPal, Alipay and WeChat Pay under /sandbox/), or a comma list of
     * `paypal`, `alipay` and `wechat`, each with its settings below (checked at start by payments/provider-settings.ts);
     * unset → the sandbox, except in production
     */
    PAYMENT_PROVIDER: z.string().optional(),
    ...paymentVariables,
    /** where browsers reach this upstream (the sandbox's checkout pages and QR codes); default its own address */
    PUBLIC_URL: z.url().optional(),
    /** the Ed25519 private key (PKCS#8 PEM) that signs license files; unset → generated on first start and kept in the database */
    LICENSE_SIGNING_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PKCS#8 PEM private key' }).optional(),
    /** the Ed25519 private key (PKCS#8 PEM) that signs approved extension packages; unset → generated on first start and kept in the database */
    PLUGIN_SIGNING_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PKCS#8 PEM private key' }).optional(),
    /** where trial requests and sales contacts are announced (the sales team's address) */
    SALES_EMAIL: z.email('must be an email address').default('sales@tidewatch.example'),
    /** the admin CLI's token; unset → generated on first start and written to DATA_DIR/admin-token */
    ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** how often scheduled jobs are looked at (each job keeps its own interval, claimed once across copies); 0 → never (tests run them by hand) */
    JOBS_TICK_MS: z.coerce.number().int().min(0).default(60_000),
    /**
     * who may tell this upstream the browser's address in X-Forwarded-For: the gateway (Express `trust proxy`: a
     * comma list of addresses, CIDR ranges or loopback/linklocal/uniquelocal, or a hop count). Default: the
     * gateway on this machine.
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value) => (/^\d+$/.test(value.trim()) ? Number(value) : value.trim() === 'false' || value.trim() === '' ? false : value.trim() === 'true' ? true : value))
      .refine(
        (value) => typeof value !== 'string' || value.split(',').every((entry) => /^(loopback|linklocal|uniquelocal)$/.test(entry.trim()) || isIP(entry.trim().split('/')[0]) !== 0),
        'must be true, false, a hop count, or a comma list of addresses, CIDR ranges and loopback / linklocal / uniquelocal',
      ),
  })
  .transform(withSiteOrigins);

export type UpstreamConfig = z.infer<typeof schema>;

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export const readUpstreamConfig = (env: NodeJS.ProcessEnv = process.env): UpstreamConfig => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid upstream configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

/** The site of a language (mail links, payment returns), without a trailing slash. */
export const siteOriginOf = (config: Pick<UpstreamConfig, 'SITE_ORIGIN_ZH' | 'SITE_ORIGIN_EN'>, locale: 'zh' | 'en') =>
  (locale === 'en' ? config.SITE_ORIGIN_EN : config.SITE_ORIGIN_ZH).replace(/\/+$/, '');

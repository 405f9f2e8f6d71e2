import { isIP } from 'node:net';
import { z } from 'zod';
import { siteOriginVariables, withSiteOrigins } from '../../contract/site-origins.ts';
import { addressListError, trustProxyError } from './core/client-address.ts';
import { PAGE_VIEW_BATCHES_PER_MINUTE } from './edge/page-views.ts';

export const originList = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/** A check that names what is wrong with a value (null: nothing) as a zod refinement. */
const refuse = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** the address the gateway listens on; unset → every interface (behind a balancer on this machine: 127.0.0.1) */
    BIND_ADDRESS: z
      .string()
      .optional()
      .refine((value) => value === undefined || isIP(value) !== 0, 'must be an IP address (127.0.0.1, 0.0.0.0, ::, or an interface’s address)'),
    UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    UPSTREAM_URL: z.url().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(6000),
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    CLIENT_DIST: z.string().default('client/dist'),
    /** `off`: the public pages are not prerendered (every path gets the client's shell; the unit and integration tests) */
    PRERENDER: z.enum(['on', 'off']).default('on'),
    /** how often the prerendered public pages are rendered again from the current data (0: only at start) */
    PRERENDER_REFRESH_MS: z.coerce.number().int().min(0).default(60_000),
    /** unset → this gateway's own port on localhost and en.localhost, so mail links follow PORT (contract/site-origins.ts) */
    ...siteOriginVariables,
    REDIS_URL: z.string().optional(),
    /** page-view batches one address may send a minute (one person sends far fewer; an office behind one NAT, more) */
    PAGE_VIEW_BATCHES_PER_MINUTE: z.coerce.number().int().min(1).default(PAGE_VIEW_BATCHES_PER_MINUTE),
    /** a Plausible-compatible events API (…/api/event); unset → page views are recorded by the upstream */
    ANALYTICS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** how often the orderPayStatus subscription asks the upstream for an order's status */
    PAY_STATUS_POLL_MS: z.coerce.number().int().min(100).default(2000),
    /** a pay-status poller ends after this long even if the order is still unpaid */
    PAY_STATUS_TIME_LIMIT_MS: z.coerce.number().int().min(1000).default(30 * 60_000),
    /** the proxies whose X-Forwarded-For is believed (Express `trust proxy`: a list of addresses/CIDRs/names, or a hop count); unset → none */
    TRUST_PROXY: z.string().default('').superRefine(refuse(trustProxyError)),
    /** addresses and CIDR ranges that may read /metrics */
    METRICS_ALLOW: z.string().default('loopback').superRefine(refuse(addressListError)),
    /** a bearer token that may read /metrics from any address; unset → by address only */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** origins besides SITE_ORIGIN_ZH / SITE_ORIGIN_EN that may frame /crossLogin (space or comma list; test setups) */
    CROSS_LOGIN_FRAME_ORIGINS: z
      .string()
      .default('')
      .refine((value) => originList(value).every((origin) => URL.canParse(origin) && new URL(origin).origin === origin.replace(/\/$/, '')), 'must be origins such as https://example.com'),
  })
  .transform((env) => ({
    ...withSiteOrigins(env),
    UPSTREAM_URL: env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT}/api`,
  }));

export type GatewayConfig = z.infer<typeof schema>;

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export const readGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

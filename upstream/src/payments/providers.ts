import type { PaymentType } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { UpstreamConfig } from '../domain/config.ts';
import type { Clock } from '../domain/clock.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { createAlipayProvider } from './alipay/alipay-provider.ts';
import { createPayPalProvider, type PayPalProviderOptions } from './paypal/paypal-provider.ts';
import { chosenProviders, settingsOf, type AlipaySettings, type PayPalSettings, type WechatSettings } from './provider-settings.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';
import { createWechatProvider } from './wechat/wechat-provider.ts';

/** The providers this upstream runs, as the payment services see them. */
export interface Payments {
  readonly all: readonly PaymentProvider[];
  byName(name: string): PaymentProvider | undefined;
  /** the provider that serves a method; none for bank transfers, which staff confirm */
  forMethod(method: PaymentType): PaymentProvider | undefined;
  /** the methods a buyer is offered: each running provider's, and bank transfer */
  offered(): PaymentType[];
  /** where a provider posts its notifications */
  notifyUrl(provider: ProviderName): string;
  /** the sandbox's notifications still to send (its scheduled job); a real provider sends its own */
  sandboxNotifications?: () => Promise<number>;
}

export interface PaymentsOptions {
  db: Database;
  config: UpstreamConfig;
  clock: Clock;
  /** this upstream's own address (the sandbox notifies it directly) */
  origin: () => string;
  /** the sandbox's notification schedule (tests) */
  notifyDelays?: number[];
  /** what a test tells a real adapter beyond its settings (the PayPal fake's certificate hosts and test CA) */
  providerOptions?: ProviderOptions;
}

/** Per provider, options beyond the settings; tests only (a deployment trusts PayPal's own hosts and the system's roots). */
export interface ProviderOptions {
  paypal?: Omit<PayPalProviderOptions, 'clock'>;
}

/** Each real provider's adapter, built from its settings (provider-settings.ts). */
const REAL: Record<Exclude<ProviderName, 'sandbox'>, ((settings: never, options: { clock: Clock } & ProviderOptions) => PaymentProvider) | undefined> = {
  paypal: (settings: PayPalSettings, options) => createPayPalProvider(settings, { ...options.paypal, clock: options.clock }),
  alipay: (settings: AlipaySettings, options) => createAlipayProvider(settings, { clock: options.clock }),
  wechat: (settings: WechatSettings, options) => createWechatProvider(settings, { clock: options.clock }),
};

/**
 * The providers PAYMENT_PROVIDER names, each with its settings checked at start: a chosen provider whose settings are
 * missing stops the start, naming every missing variable, so a deployment never takes money half configured.
 */
export const createPayments = ({ db, config, clock, origin, notifyDelays, providerOptions = {} }: PaymentsOptions) => {
  const names = chosenProviders(config.PAYMENT_PROVIDER, config.NODE_ENV);
  const settings = settingsOf(names, config as unknown as Record<string, unknown>);
  let sandbox: Sandbox | undefined;
  const all = names.map((name): PaymentProvider => {
    if (name === 'sandbox') {
      sandbox = createSandbox({ db, clock, notifyDelays, publicOrigin: () => config.PUBLIC_URL?.replace(/\/$/, '') ?? origin() });
      return sandbox.provider;
    }
    const factory = REAL[name];
    if (!factory) throw new Error(`Invalid upstream configuration:\n  PAYMENT_PROVIDER: ${name} is not available in this build`);
    return factory(settings[name] as never, { ...providerOptions, clock });
  });
  // The site's public address: real providers post there, through the gateway; the sandbox posts to this upstream.
  const site = config.SITE_ORIGIN_ZH.replace(/\/+$/, '');
  const payments: Payments = {
    all,
    byName: (name) => all.find((provider) => provider.name === name),
    forMethod: (method) => all.find((provider) => provider.methods.includes(method)),
    offered: () => [...new Set([...all.flatMap((provider) => provider.methods), 'company_pay' as const])],
    notifyUrl: (provider) => `${provider === 'sandbox' ? origin() : site}/api/pay/notify/${provider}`,
    sandboxNotifications: sandbox?.retryNotifications,
  };
  return { payments, sandbox, names };
};

import type { ColumnType, Generated, Selectable } from 'kysely';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface EditionTable {
  id: number;
  name: string;
  name_cn: string;
  price: ColumnType<string, number, number>;
  dollar: ColumnType<string, number, number>;
  sequence: number;
  status: number;
  month_amount: ColumnType<string, number, number>;
  year_amount: ColumnType<string, number, number>;
  month_original_amount: ColumnType<string, number, number>;
  year_original_amount: ColumnType<string, number, number>;
  month_discount_amount: ColumnType<string, number, number>;
  year_discount_amount: ColumnType<string, number, number>;
  dollar_month_amount: ColumnType<string, number | undefined, number>;
  dollar_year_amount: ColumnType<string, number | undefined, number>;
  dollar_month_original_amount: ColumnType<string, number | undefined, number>;
  dollar_year_original_amount: ColumnType<string, number | undefined, number>;
}

export interface VersionTable {
  id: Generated<number>;
  name: string;
  version: string;
  version_base: string;
  created_at: ColumnType<Date, Date | string, never>;
  win_download_url: string;
  mac_download_url: string;
  linux_download_url: string;
  content: string | null;
}

export interface PocPushTable {
  id: Generated<number>;
  week: string;
  position: number;
  name: string;
  name_en: string;
  cve_id: string;
  cvss: ColumnType<string, number, number>;
  fofa_query: string;
  product: string;
  asset_count: number;
  tags: Json<string[]>;
  tags_en: Json<string[]>;
  released_at: Json<string[]>;
  description: string;
  description_en: string;
  demo_gif_url: string;
}

export interface DictionaryEntryTable {
  dict: string;
  value: string;
  text_zh: string;
  text_en: string;
  position: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: Json<string[]>;
  attachments: Json<{ filename: string; content: string; encoding?: 'base64'; contentType?: string }[]>;
  created_at: Created;
  /** when it was sent (or, without SMTP, logged); null while it is still to go */
  sent_at: Moment;
  /** tries so far (a sender claims the mail by counting one) */
  attempts: ColumnType<number, number | undefined, number>;
  /** not tried again before this (null: due at once) */
  next_attempt_at: Moment;
}

export type MailTokenPurpose = 'activate' | 'reset';

export interface UserTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** scrypt of the password with password_salt, hex */
  password_hash: string;
  password_salt: string;
  name: string | null;
  country: string | null;
  api_key: string;
  /** 0 = email not verified yet, 1 = verified */
  status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** the language of the sign-up page; mails to the user use it */
  locale: 'zh' | 'en';
  created_at: Created;
}

/** A signed-in session; the bearer token itself is never stored, only its SHA-256. */
export interface SessionTable {
  token_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: Created;
}

/** The token of an activation or password-reset link, stored as its SHA-256. */
export interface MailTokenTable {
  token_hash: string;
  user_id: number;
  purpose: MailTokenPurpose;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
}

export interface CaptchaTable {
  uuid: string;
  /** the text shown in the image, lower case */
  code: string;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One counted event (a failed sign-in, a captcha, a mail) under a rate-limit key. */
export interface RateLimitHitTable {
  id: Generated<number>;
  key: string;
  at: ColumnType<Date, Date, Date>;
}

/** The user registration and service agreement: type 0 Chinese, 1 English. */
export interface AgreementTable {
  type: number;
  content: string;
  updated_at: Created;
}

/** A coupon: percent_off (any currency) or amount_off in `currency`; optionally one edition and a time window. */
export interface CouponTable {
  id: Generated<number>;
  /** unique regardless of letter case */
  code: string;
  percent_off: ColumnType<string | null, number | null | undefined, number | null>;
  amount_off: ColumnType<string | null, number | null | undefined, number | null>;
  currency: 'RMB' | 'USD' | null;
  edition_id: number | null;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Created;
}

type Money = ColumnType<string, number, number>;
type Moment = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** An order, with the price it was placed at. trade_status: 0 bank transfer awaiting staff, 1 paid, 4 refunded. */
export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  edition_id: number;
  payment_type: 'paypal' | 'alipay' | 'wechat_pay' | 'company_pay';
  quantity: number;
  period: number;
  period_day: number;
  currency: 'RMB' | 'USD';
  license_type_price: Money;
  order_amount: Money;
  discount_amount: Money;
  coupon_code: string | null;
  name: string;
  country: string;
  company: string;
  position: string | null;
  use: string | null;
  pay_status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  trade_status: number | null;
  refund_reason: string | null;
  outer_trade_no: string | null;
  pay_time: Moment;
  created_at: Created;
  /** the license this order renews in place (migration 016) */
  renews_license_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the language it was placed in: its receipt and confirmation mail use it (migration 016) */
  locale: ColumnType<'zh' | 'en', 'zh' | 'en' | undefined, 'zh' | 'en'>;
}

export type PaymentStatus = 'created' | 'paid' | 'declined' | 'closed';

/** A payment started with a provider for an order. */
export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  method: string;
  provider_payment_id: string;
  amount: Money;
  currency: string;
  approval_url: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  queried_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the provider's transaction (capture, trade_no, transaction_id), known once paid; a refund names it */
  trade_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** the reference the payment was started under (out_trade_no, custom_id) */
  reference: ColumnType<string | null, string | null | undefined, never>;
  created_at: Created;
}

/** A provider's notification as it arrived, with its verification and what it changed (append-only, migration 017). */
export interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  received_at: Created;
  headers: ColumnType<Record<string, string>, string, never>;
  body: ColumnType<Buffer, Buffer, never>;
  verified: ColumnType<boolean, boolean, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
  event: ColumnType<string | null, string | null | undefined, never>;
  order_no: ColumnType<string | null, string | null | undefined, never>;
  outcome: ColumnType<string, string, never>;
}

export type RefundState = 'requested' | 'pending' | 'succeeded' | 'refused';

/** A refund asked of a provider; the order is refunded once the provider confirms. */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  refund_no: string;
  provider_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount: Money;
  currency: string;
  state: RefundState;
  reason: string;
  provider_reason: ColumnType<string | null, string | null | undefined, string | null>;
  requested_by: string;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A license issued by a paid order; bound to a MID when generated. */
export interface LicenseTable {
  id: Generated<number>;
  /** null: a granted trial for an address without an account (its code was mailed) */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** null for a granted trial, which names its lead instead */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  lead_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** trials: the vulnerability data reaches up to this date (yyyy-mm-dd) */
  coverage_before: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 … quantity within its order */
  seq: number;
  edition_id: number;
  period: number;
  period_day: number;
  mid: string | null;
  status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  generated_at: Moment;
  expired_at: Moment;
  /** the activation code */
  key: string;
  key_expired_at: ColumnType<Date, Date, Date>;
  created_at: Created;
}

export type SandboxPaymentStatus = 'pending' | 'approved' | 'declined';

/** The sandbox provider's own record of a payment (what a real provider keeps on its side). */
export interface SandboxPaymentTable {
  id: string;
  order_no: string;
  method: string;
  amount: Money;
  currency: string;
  return_url: string | null;
  notify_url: string | null;
  status: ColumnType<SandboxPaymentStatus, SandboxPaymentStatus | undefined, SandboxPaymentStatus>;
  trade_no: string | null;
  created_at: Created;
  /** when the upstream acknowledged its notification */
  notified_at: Moment;
  notify_attempts: ColumnType<number, number | undefined, number>;
  /** when the notification is (next) due; null: none to send */
  notify_next_at: Moment;
}

export type DocKind = 'extension' | 'exp' | 'goexp';
export type DocLang = 'CN' | 'EN';

/** A documentation page (Markdown) in one language; update_date is a calendar date. */
export interface DocTable {
  kind: DocKind;
  lang: DocLang;
  content: string;
  version: string;
  update_date: ColumnType<string, string, string>;
}

/** Generated secrets kept with the data (the sandbox's signing key, the license signing key, the admin token). */
export interface SecretTable {
  name: string;
  value: string;
  created_at: Created;
}

/** A publisher name, owned by the account that first published under it; reserved names are staff-only. */
export interface PluginPublisherTable {
  id: Generated<number>;
  name: string;
  owner_id: number | null;
  reserved: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Created;
}

/** An extension: publisher + name (its id is `publisher.name`); deleting it hides every version. */
export interface PluginTable {
  id: Generated<number>;
  publisher_id: number;
  name: string;
  owner_id: number | null;
  category: string;
  download_count: ColumnType<number, number | undefined, number>;
  deleted_at: Moment;
  created_at: Created;
}

export type PluginReviewState = 'pending' | 'approved' | 'rejected';

/** What a translation file gives one language. */
export interface PluginTranslation {
  description?: string;
  readme?: string;
  changelog?: string;
}

/** One uploaded version of an extension and its review. */
export interface PluginVersionTable {
  id: Generated<number>;
  plugin_id: number;
  version: string;
  /** generated from `version`: its dotted numbers */
  version_parts: ColumnType<number[], never, never>;
  engines: string;
  /** generated from `engines`: its dotted numbers */
  engines_parts: ColumnType<number[], never, never>;
  description: string;
  translations: ColumnType<Record<string, PluginTranslation>, string | undefined, string>;
  readme: ColumnType<string, string | undefined, string>;
  changelog: ColumnType<string, string | undefined, string>;
  manifest: Json<Record<string, unknown>>;
  views: ColumnType<string[], string | undefined, string>;
  /** each warning in both languages */
  warnings: ColumnType<{ en: string; zh: string }[], string | undefined, string>;
  icon: Uint8Array | null;
  icon_type: 'image/svg+xml' | 'image/png' | null;
  size: number;
  review_state: ColumnType<PluginReviewState, PluginReviewState | undefined, PluginReviewState>;
  review_reason: string | null;
  queued_at: Created;
  reviewed_at: Moment;
  version_hash: string;
  /** Ed25519 over the package's bytes, base64; set when approved */
  signature: string | null;
  /** the JWK thumbprint of the key that made `signature` */
  signature_key: string | null;
}

/** A publisher's personal access token, stored as its SHA-256. */
export interface AccessTokenTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  /** what the token may do: `publish` */
  scopes: ColumnType<string[], string[], string[]>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  last_used_at: ColumnType<Date | null, never, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** A package's bytes, kept by their SHA-256. */
export interface PluginPackageTable {
  hash: string;
  content: Uint8Array;
  size: number;
  created_at: Created;
}

/** One counted download: per version, per address, per day. */
export interface PluginDownloadTable {
  plugin_version_id: number;
  address: string;
  day: ColumnType<Date, string, never>;
}

export type ContentKind = 'faq' | 'feature';

/** A group of the FAQ or features page in one language; `key` is the same in both languages. */
export interface ContentGroupTable {
  id: Generated<number>;
  kind: ContentKind;
  locale: 'zh' | 'en';
  key: string;
  position: number;
  name: string;
}

/** One question or feature of a group; `content` is rich text (HTML). */
export interface ContentEntryTable {
  id: Generated<number>;
  group_id: number;
  kind: ContentKind;
  locale: 'zh' | 'en';
  key: string;
  position: number;
  title: string;
  content: string;
}

export type LeadKind = 'trial' | 'sales';
export type LeadState = 'new' | 'contacted' | 'granted' | 'declined';

/** A trial request or a sales contact from the public forms (migration 010). */
export interface LeadTable {
  id: Generated<number>;
  kind: LeadKind;
  edition_id: number;
  name: string;
  email: string;
  mobile: string | null;
  company: string;
  country: string;
  position: string;
  use: string;
  quantity: number | null;
  comment: string | null;
  mid: string | null;
  locale: 'zh' | 'en';
  ip: string;
  user_id: number | null;
  state: ColumnType<LeadState, LeadState | undefined, LeadState>;
  decline_reason: string | null;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** one reported page view; no personal data */
export interface PageViewTable {
  id: Generated<string>;
  path: string;
  referrer_host: string;
  locale: string;
  width: number;
  /** the UTC date of the view */
  day: ColumnType<string, string | undefined, never>;
  created_at: Created;
}

/** A cross-site login code (migration 011), stored as its SHA-256; single use, 60 seconds, tied to the session that made it. */
export interface CrossLoginCodeTable {
  code_hash: string;
  user_id: number;
  session_hash: string;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
}

/** When each scheduled job last had its turn (jobs/schedule.ts claims a turn by moving it forward). */
export interface JobTable {
  name: string;
  last_run_at: ColumnType<Date, Date, Date>;
}

export type LicenseEventKind = 'generated' | 'moved' | 'renewed' | 'renewal_refunded';

/** One thing that happened to a license (migration 016): its history is these rows, never an overwritten column. */
export interface LicenseEventTable {
  id: Generated<number>;
  license_id: number;
  kind: LicenseEventKind;
  /** generated: the MID bound; moved: the MID released (its file is revoked) */
  mid: string | null;
  /** the license's end after the event (moved: the revoked file's end) */
  expires_at: Moment;
  /** renewed and renewal_refunded: the end before the event */
  previous_expires_at: Moment;
  /** renewed and renewal_refunded: the order */
  order_id: number | null;
  created_at: ColumnType<Date, Date, never>;
}

/** A renewal reminder sent (migration 016): once per license, reminder and end date. */
export interface LicenseReminderTable {
  license_id: number;
  days_before: number;
  expires_at: ColumnType<Date, Date, never>;
  sent_at: ColumnType<Date, Date, never>;
}

export interface Tables {
  edition: EditionTable;
  version: VersionTable;
  poc_push: PocPushTable;
  dictionary_entry: DictionaryEntryTable;
  outbox: OutboxTable;
  user: UserTable;
  session: SessionTable;
  mail_token: MailTokenTable;
  captcha: CaptchaTable;
  rate_limit_hit: RateLimitHitTable;
  agreement: AgreementTable;
  coupon: CouponTable;
  order: OrderTable;
  payment: PaymentTable;
  payment_notification: PaymentNotificationTable;
  refund: RefundTable;
  license: LicenseTable;
  sandbox_payment: SandboxPaymentTable;
  secret: SecretTable;
  plugin_publisher: PluginPublisherTable;
  plugin: PluginTable;
  plugin_version: PluginVersionTable;
  plugin_package: PluginPackageTable;
  plugin_download: PluginDownloadTable;
  access_token: AccessTokenTable;
  content_group: ContentGroupTable;
  content_entry: ContentEntryTable;
  doc: DocTable;
  lead: LeadTable;
  page_view: PageViewTable;
  cross_login_code: CrossLoginCodeTable;
  job: JobTable;
  license_event: LicenseEventTable;
  license_reminder: LicenseReminderTable;
}

/** An order as stored; several features read it (payments confirm it, licensing issues from it). */
export type OrderRow = Selectable<OrderTable>;

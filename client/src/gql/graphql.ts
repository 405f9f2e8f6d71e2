/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What to keep of the audit log; every field narrows it. */
export type AuditLogFilter = {
  /** the start of the action's name: staff. finds every staff action */
  action?: string | null | undefined;
  /** the actor's name (any case), or cli */
  actor?: string | null | undefined;
  /** a date (2026-11-28) or an ISO time */
  from?: string | null | undefined;
  subjectId?: string | null | undefined;
  subjectType?: string | null | undefined;
  /** a date, taken whole, or an ISO time */
  to?: string | null | undefined;
};

/** A password change by the signed-in user. */
export type ChangePasswordInput = {
  confirmNewPassword: string;
  newPassword: string;
  /** The current password. */
  password: string;
};

export type CreateAccessTokenInput = {
  /** 30, 90 or 365. */
  expiresInDays: number;
  /** What it is for ("CI on GitHub"), at most 64 characters. */
  name: string;
};

/** Placing an order: OrderInput plus the buyer's details (company required only for the one-yuan trial). */
export type CreateOrderInput = {
  company?: string | null | undefined;
  country: string;
  couponCode?: string | null | undefined;
  invoiceAddress?: string | null | undefined;
  /** For an invoice: the company name (发票抬头); with invoiceTaxNumber. */
  invoiceCompany?: string | null | undefined;
  /** For an invoice: the VAT/GST id (纳税人识别号); with invoiceCompany. */
  invoiceTaxNumber?: string | null | undefined;
  licenseTypeId: string | number;
  name: string;
  paymentType: PaymentType;
  period: number;
  position?: string | null | undefined;
  quantity: number;
  /** Renew this license in place: the order is one license of its edition (issue #25). */
  renewLicenseId?: string | number | null | undefined;
  /**
   * Renew these licenses in one order: all of one edition, each renewable by its own rules, each the buyer's own or a
   * seat of a team they own or manage; quantity is their number. renewLicenseId is the same with one.
   */
  renewLicenseIds?: Array<string | number> | null | undefined;
  /** Buy for this team (its owner or a manager): once paid, the licenses are its seats, held by the buyer. */
  teamId?: string | number | null | undefined;
  use?: string | null | undefined;
};

export type CreateStaffInput = {
  email: string;
  role: StaffRole;
  username: string;
};

export type Currency =
  /** Chinese yuan, shown with ¥ */
  | 'RMB'
  /** US dollar, shown with $ */
  | 'USD';

/** What the customer search matched. */
export type CustomerMatch =
  | 'EMAIL'
  | 'MID'
  | 'ORDER_NO';

/** Which documentation page. */
export type DocKind =
  /** The exploit documentation (/exp). */
  | 'EXP'
  /** The extension developer documentation (/doc). */
  | 'EXTENSION'
  /** The Go exploit documentation (/goexp). */
  | 'GO_EXP';

/** How an edition is sold, so a client offers the right action without knowing edition ids. */
export type EditionSale =
  /** Free: downloaded, never bought (Community). */
  | 'FREE'
  /** Not sold online: the sales team quotes it (Contact sales). */
  | 'QUOTE'
  /** Bought online for a term of months: Subscribe. */
  | 'SUBSCRIPTION'
  /** The one-yuan 7-day paid trial: one license, period -1, one purchase per person. */
  | 'TRIAL';

export type FinishStaffEnrolmentInput = {
  /** a current code of the authenticator */
  code: string;
  confirmPassword: string;
  password: string;
  token: string;
};

/** Generate a license for a machine. With email the file is also mailed; a generated license without mid answers its file. */
export type GenerateLicenseInput = {
  email?: string | null | undefined;
  licenseId: string | number;
  /** A name for the machine (optional, at most 40 characters), shown in licence management and its history. */
  machineName?: string | null | undefined;
  /** 32 letters or digits. */
  mid?: string | null | undefined;
};

/** The language an invitation mail is written in. */
export type InvitationLanguage =
  | 'EN'
  | 'ZH';

/** An order's invoice details; all empty clears them. */
export type InvoiceDetailsInput = {
  address?: string | null | undefined;
  company?: string | null | undefined;
  orderNo: string | number;
  taxNumber?: string | null | undefined;
};

/** Which leads: any field left out does not filter. */
export type LeadFilter = {
  kind?: LeadKind | null | undefined;
  /** a member's id */
  ownerId?: string | number | null | undefined;
  state?: LeadState | null | undefined;
  /** only the leads nobody owns (ownerId is then ignored) */
  unowned?: boolean | null | undefined;
};

/** What a lead came in as: a trial request or a sales contact. */
export type LeadKind =
  | 'SALES'
  | 'TRIAL';

/** What a quote is for: an edition, a number of licences, a term in months, an optional coupon, a currency (default RMB). */
export type LeadQuoteInput = {
  couponCode?: string | null | undefined;
  currency?: Currency | null | undefined;
  licenseTypeId: string | number;
  period: number;
  quantity: number;
};

/** Where a lead is in sales' pipeline: won and lost are closed. */
export type LeadState =
  | 'CONTACTED'
  | 'LOST'
  | 'NEW'
  | 'WON';

/** What happened to a license. */
export type LicenseHistoryKind =
  /** Bound to a machine (a file was generated or the desktop client activated). */
  | 'GENERATED'
  /** Moved off a machine from the site (Move to another machine). */
  | 'MOVED'
  /** Released by the desktop client itself, with its license file (counted as a move). */
  | 'RELEASED'
  /** A renewal refunded: the time it added was taken back. */
  | 'RENEWAL_REFUNDED'
  /** Renewed in place by a paid order. */
  | 'RENEWED';

/** What a license's owner can buy for it. */
export type LicenseRenewal =
  /** A 7-day trial is not renewable: its full edition instead. */
  | 'FULL_EDITION'
  /** A subscription: the same license, on the same machine, for longer. */
  | 'RENEW';

/** Whether a license has been bound to a machine (MID). */
export type LicenseStatus =
  /** Generated for a MID: its operation downloads the license file (1). */
  | 'GENERATED'
  /** Not generated yet: selectable for export, can be generated (0). */
  | 'NOT_GENERATED';

/** What a price preview needs: the spec's perAdd payload. */
export type OrderInput = {
  /** From the page's query string. */
  couponCode?: string | null | undefined;
  licenseTypeId: string | number;
  paymentType: PaymentType;
  /** Months: -1 (7 days) or 1 to 36. */
  period: number;
  /** Whole licenses, 1 to 1000. */
  quantity: number;
};

/** Whether an order is paid (the spec's pay_status). */
export type OrderPayStatus =
  /** Paid (1). */
  | 'PAID'
  /** Not paid yet, or the payment failed (0). */
  | 'UNPAID';

/** What the order list shows, by the spec's display priority. */
export type OrderState =
  /** trade_status 0 with company_pay: the bank transfer awaits staff confirmation. */
  | 'CONFIRMING'
  /** pay_status 0: not paid or failed (Pay Now is offered). */
  | 'FAILED'
  /** pay_status 1: paid. */
  | 'PAID'
  /** trade_status 4: refunded. */
  | 'REFUNDED';

/** The parameters PayPal put on the return URL, as received. */
export type PayPalReturnInput = {
  orderId?: string | null | undefined;
  orderNo: string | number;
  payerId?: string | null | undefined;
  paymentId?: string | null | undefined;
  success?: boolean | null | undefined;
  token?: string | null | undefined;
};

/** The order list's filter: all orders (-1), to be paid (0), paid (1). */
export type PayStatusFilter =
  | 'ALL'
  | 'PAID'
  | 'TO_BE_PAID';

/** How an order is paid. */
export type PaymentType =
  /** Alipay, by QR code on the checkstand, or on Alipay's desktop page. */
  | 'ALIPAY'
  /** Bank transfer, confirmed by staff within 24 hours. */
  | 'COMPANY_PAY'
  /** PayPal (card or wallet): the browser is sent to the provider. */
  | 'PAYPAL'
  /** WeChat Pay, by QR code on the checkstand. */
  | 'WECHAT_PAY';

/** Where an uploaded extension stands in staff review. */
export type PluginReviewStatus =
  /** In the market. */
  | 'APPROVED'
  /** Waiting for review; not in the market. */
  | 'PENDING'
  /** Refused; reviewNote says why. */
  | 'REJECTED';

/** A new password set with the token from the reset mail. */
export type ResetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};

/** Where an upload stands in review. */
export type ReviewState =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** A request to the sales team for a demo or a quote. */
export type SalesContactInput = {
  comment?: string | null | undefined;
  company: string;
  country: string;
  email?: string | null | undefined;
  licenseTypeId: string | number;
  /** Phone number. */
  mobile: string;
  name: string;
  position: string;
  /** Number of users; 1 by default. */
  quantity?: number | null | undefined;
  use: string;
};

/** Sign in with a username or email address, a password and a captcha. */
export type SignInInput = {
  /** The code read from the captcha image. */
  code: string;
  password: string;
  /** Username or email address. */
  username: string;
  /** The uuid of that captcha. */
  uuid: string | number;
};

/** The sign-up form. */
export type SignUpInput = {
  /** The agreement the user accepted, as text. */
  agreement: string;
  code: string;
  confirmPassword: string;
  email: string;
  password: string;
  username: string;
  uuid: string | number;
};

/** Who is acting: a member of staff, or the admin CLI's shared token. */
export type StaffActorKind =
  | 'CLI'
  | 'STAFF';

/** What the provider made of an approved refund. */
export type StaffRefundOutcome =
  | 'PENDING'
  | 'REFUSED'
  | 'SUCCEEDED';

export type StaffRefundState =
  | 'APPROVED'
  | 'DECLINED'
  /** waiting for a second person */
  | 'REQUESTED';

/** A staff role: what a member may do. Admins manage staff and may do what every role does. */
export type StaffRole =
  | 'ADMIN'
  /** bank transfers, refunds, payment notifications */
  | 'FINANCE'
  /** extension review */
  | 'REVIEWER'
  /** trial requests, sales contacts, quotes */
  | 'SALES'
  /** reads orders and licences, resends a licence mail, moves a licence for a customer */
  | 'SUPPORT';

export type StaffSignInInput = {
  /** the authenticator's 6-digit code, or a recovery code */
  code: string;
  password: string;
  username: string;
};

/** A member's role in a team: the owner (one; hands the team over), managers (invite, assign seats), members (use their seats). */
export type TeamRole =
  | 'MANAGER'
  | 'MEMBER'
  | 'OWNER';

/** A trial application (captcha checked). */
export type TrialInput = {
  code: string;
  company: string;
  country: string;
  email: string;
  licenseTypeId: string | number;
  /** 32 letters or digits; the form does not ask for it. */
  mid?: string | null | undefined;
  name: string;
  position: string;
  use: string;
  uuid: string | number;
};

/** Whether a user's email address has been verified. */
export type UserStatus =
  /** Signed up, email not verified yet (the profile shows Verify email). */
  | 'UNVERIFIED'
  /** Email verified through the activation mail. */
  | 'VERIFIED';

export type HeaderProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderProfileQuery = { me: { id: string, username: string, email: string, status: UserStatus } | null };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { id: string | null, username: string, role: StaffRole, kind: StaffActorKind } };

export type FaqPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqPageQuery = { faqGroups: Array<{ key: string | null, name: string, lists: Array<{ key: string | null, title: string, content: string }> }> };

export type FeaturesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturesPageQuery = { featureGroups: Array<{ key: string | null, name: string, lists: Array<{ key: string | null, title: string, content: string }> }> };

export type HomePluginsQueryVariables = Exact<{
  size: number;
}>;


export type HomePluginsQuery = { plugins: { items: Array<{ id: string, extensionId: string, icon: string | null, name: string, displayName: string | null, publisher: string, category: string }> } };

export type PocCard_PocFragment = { name: string, nameEn: string, cveId: string, cvss: number, fofaQuery: string, product: string, assetCount: number, tags: Array<string>, tagsEn: Array<string>, releasedAt: Array<string>, description: string, descriptionEn: string, demoGifUrl: string } & { ' $fragmentName'?: 'PocCard_PocFragment' };

export type UpdatesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UpdatesPageQuery = { pocPushGroups: Array<{ createdAtWeek: string, pushData: Array<(
      { cveId: string }
      & { ' $fragmentRefs'?: { 'PocCard_PocFragment': PocCard_PocFragment } }
    )> }> };

export type DocPageQueryVariables = Exact<{
  kind: DocKind;
}>;


export type DocPageQuery = { doc: { content: string, version: string, updateDate: string | null } | null };

export type BlueTeamIntro_EditionFragment = { id: string } & { ' $fragmentName'?: 'BlueTeamIntro_EditionFragment' };

export type SaleEditionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SaleEditionsQuery = { editions: Array<(
    { id: string, sale: EditionSale, upgradesTo: { id: string } | null }
    & { ' $fragmentRefs'?: { 'Price_EditionFragment': Price_EditionFragment;'BlueTeamIntro_EditionFragment': BlueTeamIntro_EditionFragment } }
  )> };

export type Price_EditionFragment = { monthAmount: number, yearAmount: number, monthOriginalAmount: number, yearOriginalAmount: number, dollarMonthAmount: number, dollarYearAmount: number, dollarMonthOriginalAmount: number, dollarYearOriginalAmount: number } & { ' $fragmentName'?: 'Price_EditionFragment' };

export type GenerateLicenseMutationVariables = Exact<{
  input: GenerateLicenseInput;
}>;


export type GenerateLicenseMutation = { generateLicense: { licenseId: string, fileName: string, content: string, sentTo: string | null } };

export type LicenseHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type LicenseHistoryQuery = { license: { id: string, machineName: string | null, history: Array<{ kind: LicenseHistoryKind, at: string, mid: string | null, machineName: string | null, expiredAt: string | null, previousExpiredAt: string | null }> } | null };

export type LicenseManagementQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type LicenseManagementQuery = { availableLicenseCount: number, licenses: { page: number, size: number, total: number, items: Array<(
      { id: string, status: LicenseStatus, key: string | null }
      & { ' $fragmentRefs'?: { 'LicenseTable_LicenseFragment': LicenseTable_LicenseFragment } }
    )> } };

export type LicenseTable_LicenseFragment = { id: string, licenseTypeName: string | null, mid: string | null, status: LicenseStatus, generatedAt: string | null, period: number, periodDay: number, key: string | null, keyExpiredAt: string | null, expiredAt: string | null, movesLeft: number | null, renewal: LicenseRenewal | null, machineName: string | null, teamName: string | null, edition: { id: string, upgradesTo: { id: string } | null } | null } & { ' $fragmentName'?: 'LicenseTable_LicenseFragment' };

export type MoveLicenseMutationVariables = Exact<{
  id: string | number;
}>;


export type MoveLicenseMutation = { moveLicense: { id: string, status: LicenseStatus, mid: string | null, generatedAt: string | null, expiredAt: string | null, movesLeft: number | null, movesAgainAt: string | null } };

export type ExportActivationCodesMutationVariables = Exact<{
  licenseIds?: Array<string | number> | string | number | null | undefined;
  all?: boolean | null | undefined;
}>;


export type ExportActivationCodesMutation = { exportActivationCodes: Array<{ licenseId: string, code: string }> };

export type StartAlipayPagePaymentMutationVariables = Exact<{
  orderNo: string | number;
}>;


export type StartAlipayPagePaymentMutation = { startAlipayPagePayment: string };

export type BankTransferDetails_PayInfoFragment = { accountName: string | null, bankName: string | null, accountNumber: string | null, swiftCode: string | null, bankAddress: string | null, beneficiaryAddress: string | null, orderNote: string | null, amount: { amount: number, currency: Currency }, otherAmount: { amount: number, currency: Currency } | null } & { ' $fragmentName'?: 'BankTransferDetails_PayInfoFragment' };

export type BankTransferPageQueryVariables = Exact<{
  orderNo: string | number;
}>;


export type BankTransferPageQuery = { order: (
    { orderNo: string, payInfo: { ' $fragmentRefs'?: { 'BankTransferDetails_PayInfoFragment': BankTransferDetails_PayInfoFragment } } | null }
    & { ' $fragmentRefs'?: { 'OrderFacts_OrderFragment': OrderFacts_OrderFragment } }
  ) | null };

export type CheckStandQueryVariables = Exact<{
  orderNo: string | number;
  paymentType?: PaymentType | null | undefined;
  withPayInfo: boolean;
}>;


export type CheckStandQuery = { order: (
    { orderNo: string, paymentType: PaymentType, period: number, orderAmount: { currency: Currency }, payInfo?: (
      { qrcodeUrl: string | null, amount: { amount: number, currency: Currency }, otherAmount: { amount: number, currency: Currency } | null }
      & { ' $fragmentRefs'?: { 'BankTransferDetails_PayInfoFragment': BankTransferDetails_PayInfoFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'OrderFacts_OrderFragment': OrderFacts_OrderFragment } }
  ) | null };

export type InvoiceEditor_OrderFragment = { orderNo: string, invoice: { company: string, address: string, taxNumber: string, number: string | null, issuedAt: string | null, editable: boolean } | null } & { ' $fragmentName'?: 'InvoiceEditor_OrderFragment' };

export type SetInvoiceDetailsMutationVariables = Exact<{
  input: InvoiceDetailsInput;
}>;


export type SetInvoiceDetailsMutation = { setInvoiceDetails: { company: string, address: string, taxNumber: string, number: string | null, editable: boolean } };

export type CancelOrderMutationVariables = Exact<{
  orderNo: string | number;
}>;


export type CancelOrderMutation = { cancelOrder: { orderNo: string, closedAt: string | null } };

export type RequestRefundMutationVariables = Exact<{
  orderNo: string | number;
  reason?: string | null | undefined;
}>;


export type RequestRefundMutation = { requestRefund: { orderNo: string, refundRequestedAt: string | null } };

export type OrderDetailQueryVariables = Exact<{
  orderNo: string | number;
  bankTransfer: boolean;
}>;


export type OrderDetailQuery = { order: (
    { orderNo: string, licenseTypeName: string, period: number, periodDay: number | null, quantity: number, paymentType: PaymentType, payTime: string | null, createdAt: string | null, outerTradeNo: string | null, teamName: string | null, renewedLicenseIds: Array<string>, licenseTypePrice: { amount: number, currency: Currency }, orderAmount: { amount: number, currency: Currency }, payInfo?: { ' $fragmentRefs'?: { 'BankTransferDetails_PayInfoFragment': BankTransferDetails_PayInfoFragment } } | null }
    & { ' $fragmentRefs'?: { 'OrderStatus_OrderFragment': OrderStatus_OrderFragment;'InvoiceEditor_OrderFragment': InvoiceEditor_OrderFragment } }
  ) | null };

export type OrderFacts_OrderFragment = { orderNo: string, licenseTypeName: string, quantity: number, period: number, periodDay: number | null, orderAmount: { amount: number, currency: Currency } } & { ' $fragmentName'?: 'OrderFacts_OrderFragment' };

export type OrderFormQueryVariables = Exact<{
  edition: string | number;
}>;


export type OrderFormQuery = { me: { id: string, username: string, name: string | null, email: string } | null, edition: { id: string, name: string, nameCn: string, upgradesTo: { id: string } | null } | null, dictionaries: { ' $fragmentRefs'?: { 'DictionaryField_DictionariesFragment': DictionaryField_DictionariesFragment } }, paymentMethods: Array<{ type: PaymentType, label: string }> };

export type OrderManagementQueryVariables = Exact<{
  payStatus: PayStatusFilter;
  page: number;
  size: number;
}>;


export type OrderManagementQuery = { orders: { page: number, size: number, total: number, items: Array<{ ' $fragmentRefs'?: { 'OrderTable_OrderFragment': OrderTable_OrderFragment } }> }, paymentMethods: Array<{ type: PaymentType, label: string }> };

export type OrderStatus_OrderFragment = { state: OrderState, refundReason: string | null, closedAt: string | null, refundRequestedAt: string | null } & { ' $fragmentName'?: 'OrderStatus_OrderFragment' };

export type OrderTable_OrderFragment = (
  { orderNo: string, paymentType: PaymentType, period: number, payStatus: OrderPayStatus, state: OrderState, payTime: string | null, createdAt: string | null, receiptUrl: string | null, closedAt: string | null, refundableUntil: string | null, teamName: string | null, orderAmount: { amount: number, currency: Currency } }
  & { ' $fragmentRefs'?: { 'OrderStatus_OrderFragment': OrderStatus_OrderFragment } }
) & { ' $fragmentName'?: 'OrderTable_OrderFragment' };

export type OrderTruth_OrderFragment = { orderNo: string, payStatus: OrderPayStatus, state: OrderState, closedAt: string | null, period: number, refundReason: string | null } & { ' $fragmentName'?: 'OrderTruth_OrderFragment' };

export type OrderTruthQueryVariables = Exact<{
  orderNo: string | number;
}>;


export type OrderTruthQuery = { order: { ' $fragmentRefs'?: { 'OrderTruth_OrderFragment': OrderTruth_OrderFragment } } | null };

export type CompletePayPalPaymentMutationVariables = Exact<{
  input: PayPalReturnInput;
}>;


export type CompletePayPalPaymentMutation = { completePayPalPayment: boolean };

export type PayAgainQueryVariables = Exact<{
  orderNo: string | number;
}>;


export type PayAgainQuery = { order: { orderNo: string, paymentType: PaymentType, period: number, payStatus: OrderPayStatus } | null };

export type PaidOrderFactsQueryVariables = Exact<{
  orderNo: string | number;
}>;


export type PaidOrderFactsQuery = { order: (
    { orderNo: string, receiptUrl: string | null }
    & { ' $fragmentRefs'?: { 'OrderTruth_OrderFragment': OrderTruth_OrderFragment;'OrderFacts_OrderFragment': OrderFacts_OrderFragment;'RenewedLicense_OrderFragment': RenewedLicense_OrderFragment } }
  ) | null };

export type TrialUpgradeQueryVariables = Exact<{ [key: string]: never; }>;


export type TrialUpgradeQuery = { editions: Array<{ id: string, sale: EditionSale, upgradesTo: { id: string } | null }> };

export type RenewedLicense_OrderFragment = { renewedLicense: { id: string, mid: string | null, status: LicenseStatus, expiredAt: string | null } | null } & { ' $fragmentName'?: 'RenewedLicense_OrderFragment' };

export type RenewedLicenseFileMutationVariables = Exact<{
  input: GenerateLicenseInput;
}>;


export type RenewedLicenseFileMutation = { generateLicense: { licenseId: string, fileName: string, content: string } };

export type BuyerTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuyerTeamsQuery = { teams: Array<{ id: string, name: string, role: TeamRole }> };

export type PaidOrderQueryVariables = Exact<{
  orderNo: string | number;
}>;


export type PaidOrderQuery = { order: { orderNo: string, period: number, state: OrderState } | null };

export type OrderPreviewQueryVariables = Exact<{
  input: OrderInput;
}>;


export type OrderPreviewQuery = { orderPreview: { paymentType: PaymentType, period: number, periodDay: number, discounts: Array<{ period: number, label: string, description: string, descriptionCn: string }>, orderAmount: { amount: number, currency: Currency }, discountAmount: { amount: number, currency: Currency }, licenseTypePrice: { amount: number, currency: Currency } } };

export type OrderPayStatusSubscriptionVariables = Exact<{
  orderNo: string | number;
}>;


export type OrderPayStatusSubscription = { orderPayStatus: { orderNo: string, paid: boolean, status: OrderPayStatus, state: OrderState | null, trial: boolean | null, refundedAsSecondTrial: boolean | null } };

export type StartPayPalPaymentMutationVariables = Exact<{
  orderNo: string | number;
}>;


export type StartPayPalPaymentMutation = { startPayPalPayment: string };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { orderNo: string, paymentType: PaymentType } };

export type MarketFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketFiltersQuery = { enginesVersions: Array<string>, pluginCategories: Array<{ category: string, count: number }> };

export type MarketPageQueryVariables = Exact<{
  keyword?: string | null | undefined;
  category?: string | null | undefined;
  engines?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type MarketPageQuery = { plugins: { page: number, size: number, total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PluginCard_PluginFragment': PluginCard_PluginFragment } }
    )> } };

export type PluginCard_PluginFragment = { extensionId: string, icon: string | null, name: string, displayName: string | null, publisher: string, category: string, downloadCount: number, version: string, description: string, downloadUrl: string } & { ' $fragmentName'?: 'PluginCard_PluginFragment' };

export type PluginDetailQueryVariables = Exact<{
  extensionId: string | number;
}>;


export type PluginDetailQuery = { plugin: { id: string, extensionId: string, icon: string | null, name: string, displayName: string | null, publisher: string, category: string, downloadCount: number, version: string, engines: string, enginesMin: string, views: Array<string>, description: string, readme: string, changelog: string, downloadUrl: string, versions: Array<{ ' $fragmentRefs'?: { 'PluginVersions_VersionFragment': PluginVersions_VersionFragment } }> } | null };

export type PluginVersions_VersionFragment = { version: string, engines: string, date: string, sha256: string, signature: string | null, downloadUrl: string, signatureUrl: string } & { ' $fragmentName'?: 'PluginVersions_VersionFragment' };

export type UploadRow_UploadFragment = { uploadId: string | null, extensionId: string, version: string, icon: string | null, reviewStatus: PluginReviewStatus | null, reviewNote: string | null, warnings: Array<string> | null, queuePosition: number | null, uploadedAt: string | null } & { ' $fragmentName'?: 'UploadRow_UploadFragment' };

export type MyPluginsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type MyPluginsQuery = { myPlugins: { total: number, items: Array<(
      { id: string, uploadId: string | null, extensionId: string }
      & { ' $fragmentRefs'?: { 'UploadRow_UploadFragment': UploadRow_UploadFragment } }
    )> } };

export type UploadPluginMutationVariables = Exact<{
  file: File;
}>;


export type UploadPluginMutation = { uploadPlugin: { id: string, uploadId: string | null, extensionId: string, name: string, version: string, icon: string | null, reviewStatus: PluginReviewStatus | null, reviewNote: string | null, warnings: Array<string> | null, queuePosition: number | null, uploadedAt: string | null } };

export type DeletePluginMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePluginMutation = { deletePlugin: boolean };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { accessTokens: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null, expiresAt: string, expired: boolean }> };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { createAccessToken: { token: string, accessToken: { id: string, name: string, expiresAt: string } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAccessTokenMutation = { revokeAccessToken: boolean };

export type ContactSalesMutationVariables = Exact<{
  input: SalesContactInput;
}>;


export type ContactSalesMutation = { contactSales: string };

export type LatestVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestVersionQuery = { versions: Array<{ id: string, version: string, winDownloadUrl: string, macDownloadUrl: string, linuxDownloadUrl: string }> };

export type SalesFormQueryVariables = Exact<{
  edition: string | number;
}>;


export type SalesFormQuery = { edition: { id: string, name: string, nameCn: string, sale: EditionSale } | null, dictionaries: { ' $fragmentRefs'?: { 'DictionaryField_DictionariesFragment': DictionaryField_DictionariesFragment } } };

export type TrialEditionQueryVariables = Exact<{
  edition: string | number;
}>;


export type TrialEditionQuery = { edition: { id: string, sale: EditionSale } | null };

export type ApplyForTrialMutationVariables = Exact<{
  input: TrialInput;
}>;


export type ApplyForTrialMutation = { applyForTrial: string };

export type AuditLogPageQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type AuditLogPageQuery = { auditLog: { page: number, size: number, total: number, entries: Array<{ id: string, at: string, actorKind: StaffActorKind, actorName: string, ip: string, action: string, subjectType: string, subjectId: string, before: string | null, after: string | null, reason: string | null }> } };

export type StartStaffEnrolmentMutationVariables = Exact<{
  token: string;
}>;


export type StartStaffEnrolmentMutation = { startStaffEnrolment: { username: string, secret: string, otpauthUri: string } };

export type FinishStaffEnrolmentMutationVariables = Exact<{
  input: FinishStaffEnrolmentInput;
}>;


export type FinishStaffEnrolmentMutation = { finishStaffEnrolment: { username: string, recoveryCodes: Array<string> } };

export type StaffSignInMutationVariables = Exact<{
  input: StaffSignInInput;
}>;


export type StaffSignInMutation = { staffSignIn: { token: string, expiresAt: string, member: { id: string | null, username: string, role: StaffRole, kind: StaffActorKind } } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { staffSignOut: boolean };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ id: string, username: string, email: string, role: StaffRole, enrolled: boolean, disabled: boolean, lastSignInAt: string | null, createdAt: string }> };

export type CreateStaffMutationVariables = Exact<{
  input: CreateStaffInput;
}>;


export type CreateStaffMutation = { createStaff: { enrolmentLink: string, expiresAt: string, member: { id: string, username: string } } };

export type ChangeStaffRoleMutationVariables = Exact<{
  id: string | number;
  role: StaffRole;
}>;


export type ChangeStaffRoleMutation = { changeStaffRole: { id: string, role: StaffRole } };

export type SetStaffDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type SetStaffDisabledMutation = { setStaffDisabled: { id: string, disabled: boolean } };

export type EndStaffSessionsMutationVariables = Exact<{
  id: string | number;
}>;


export type EndStaffSessionsMutation = { endStaffSessions: number };

export type CustomerSearchQueryVariables = Exact<{
  q: string;
}>;


export type CustomerSearchQuery = { customerSearch: { matched: CustomerMatch | null, customers: Array<{ id: string, username: string, email: string }> } };

export type CustomerLicense_LicenseFragment = { id: string, orderNo: string | null, edition: string, mid: string | null, machineName: string | null, generated: boolean, expiredAt: string | null, movesLeft: number, history: Array<{ kind: LicenseHistoryKind, at: string, mid: string | null }>, supportMoves: Array<{ at: string, by: string, fromMid: string | null, reason: string }> } & { ' $fragmentName'?: 'CustomerLicense_LicenseFragment' };

export type CustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerQuery = { customer: { createdAt: string, customer: { id: string, username: string, email: string }, orders: Array<{ id: string, orderNo: string, edition: string, quantity: number, currency: string, amount: string, paid: boolean, createdAt: string }>, licenses: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CustomerLicense_LicenseFragment': CustomerLicense_LicenseFragment } }
    )> } | null };

export type StaffMoveLicenseMutationVariables = Exact<{
  id: string | number;
  mid: string;
  reason: string;
}>;


export type StaffMoveLicenseMutation = { staffMoveLicense: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CustomerLicense_LicenseFragment': CustomerLicense_LicenseFragment } }
  ) };

export type ResendLicenseMailMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendLicenseMailMutation = { resendLicenseMail: { licenseId: string, to: string } };

export type QuoteEditionsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteEditionsQuery = { editions: Array<{ id: string, name: string, nameCn: string, sale: EditionSale, status: number }> };

export type QuoteLeadMutationVariables = Exact<{
  id: string | number;
  input: LeadQuoteInput;
}>;


export type QuoteLeadMutation = { quoteLead: { leadId: string, orderAmount: number, currency: Currency, mailedTo: string } };

export type StaffLeadFieldsFragment = { id: string, kind: LeadKind, state: LeadState, edition: string, name: string, email: string, mobile: string | null, company: string, quantity: number | null, comment: string | null, lostReason: string | null, createdAt: string, owner: { id: string, username: string } | null, notes: Array<{ id: string, author: string, createdAt: string, text: string }> } & { ' $fragmentName'?: 'StaffLeadFieldsFragment' };

export type StaffLeadsQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
}>;


export type StaffLeadsQuery = { staffLeads: Array<{ ' $fragmentRefs'?: { 'StaffLeadFieldsFragment': StaffLeadFieldsFragment } }>, staffLeadOwners: Array<{ id: string, username: string }> };

export type StaffLeadsCsvQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
}>;


export type StaffLeadsCsvQuery = { staffLeadsCsv: string };

export type MoveLeadMutationVariables = Exact<{
  id: string | number;
  state: LeadState;
  reason?: string | null | undefined;
}>;


export type MoveLeadMutation = { moveLead: { ' $fragmentRefs'?: { 'StaffLeadFieldsFragment': StaffLeadFieldsFragment } } };

export type GrantLeadTrialMutationVariables = Exact<{
  id: string | number;
}>;


export type GrantLeadTrialMutation = { grantLeadTrial: { leadId: string, licenseId: string } };

export type AssignLeadMutationVariables = Exact<{
  id: string | number;
  ownerId?: string | number | null | undefined;
}>;


export type AssignLeadMutation = { assignLead: { ' $fragmentRefs'?: { 'StaffLeadFieldsFragment': StaffLeadFieldsFragment } } };

export type NoteLeadMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type NoteLeadMutation = { noteLead: { ' $fragmentRefs'?: { 'StaffLeadFieldsFragment': StaffLeadFieldsFragment } } };

export type StaffAwaitingTransferFieldsFragment = { orderNo: string, buyerName: string, buyerEmail: string, createdAt: string, total: { amount: number, currency: Currency } } & { ' $fragmentName'?: 'StaffAwaitingTransferFieldsFragment' };

export type StaffRefundApprovalFieldsFragment = { id: string, orderNo: string, buyerName: string, paymentType: string, reason: string, state: StaffRefundState, requestedBy: string, requestedAt: string, decidedBy: string | null, decidedAt: string | null, declineReason: string | null, outcome: StaffRefundOutcome | null, providerReason: string | null, total: { amount: number, currency: Currency } } & { ' $fragmentName'?: 'StaffRefundApprovalFieldsFragment' };

export type StaffTransfersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTransfersQuery = { staffTransfers: Array<{ ' $fragmentRefs'?: { 'StaffAwaitingTransferFieldsFragment': StaffAwaitingTransferFieldsFragment } }> };

export type StaffTransferByReferenceQueryVariables = Exact<{
  reference: string;
}>;


export type StaffTransferByReferenceQuery = { staffTransferByReference: { ' $fragmentRefs'?: { 'StaffAwaitingTransferFieldsFragment': StaffAwaitingTransferFieldsFragment } } };

export type StaffConfirmTransferMutationVariables = Exact<{
  orderNo: string;
  reference: string;
  amount: number;
  overrideReason?: string | null | undefined;
}>;


export type StaffConfirmTransferMutation = { staffConfirmTransfer: { orderNo: string, changed: boolean, licenses: number, matched: boolean } };

export type StaffRefundsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRefundsQuery = { staffRefunds: { approvals: Array<{ ' $fragmentRefs'?: { 'StaffRefundApprovalFieldsFragment': StaffRefundApprovalFieldsFragment } }>, buyerRequests: Array<{ orderNo: string, buyerName: string, paymentType: string, requestedAt: string, reason: string | null, total: { amount: number, currency: Currency } }> } };

export type StaffRequestRefundMutationVariables = Exact<{
  orderNo: string;
  reason: string;
}>;


export type StaffRequestRefundMutation = { staffRequestRefund: { ' $fragmentRefs'?: { 'StaffRefundApprovalFieldsFragment': StaffRefundApprovalFieldsFragment } } };

export type StaffApproveRefundMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffApproveRefundMutation = { staffApproveRefund: { ' $fragmentRefs'?: { 'StaffRefundApprovalFieldsFragment': StaffRefundApprovalFieldsFragment } } };

export type StaffDeclineRefundMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type StaffDeclineRefundMutation = { staffDeclineRefund: { ' $fragmentRefs'?: { 'StaffRefundApprovalFieldsFragment': StaffRefundApprovalFieldsFragment } } };

export type StaffPaymentNotificationsQueryVariables = Exact<{
  orderNo?: string | null | undefined;
  verified?: boolean | null | undefined;
}>;


export type StaffPaymentNotificationsQuery = { staffPaymentNotifications: Array<{ id: string, provider: string, receivedAt: string, verified: boolean, reason: string | null, event: string | null, orderNo: string | null, outcome: string }> };

export type StaffPageViewsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type StaffPageViewsQuery = { staffPageViews: { from: string, to: string, total: number, perDayLocale: Array<{ day: string, locale: string, views: number }>, perDayPath: Array<{ day: string, path: string, views: number }>, topPaths: Array<{ path: string, views: number }> } };

export type ReviewQueueQueryVariables = Exact<{
  state?: ReviewState | null | undefined;
}>;


export type ReviewQueueQuery = { reviewQueue: Array<{ id: string, publisher: string, name: string, version: string, state: ReviewState, queuedAt: string, owner: string | null, warnings: Array<string> }> };

export type ReviewUploadQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewUploadQuery = { reviewUpload: { manifest: string, readme: string, upload: { id: string, publisher: string, name: string, version: string, engines: string, state: ReviewState, reason: string | null, queuedAt: string, size: number, warnings: Array<string>, owner: string | null }, files: Array<{ path: string, size: number, sha256: string }>, secrets: Array<{ file: string, line: number, kind: string, verdict: string }>, changes: { previousId: string, previousVersion: string, previousState: ReviewState, manifest: Array<{ field: string, before: string | null, after: string | null }>, filesAdded: Array<{ path: string, size: number }>, filesRemoved: Array<{ path: string, size: number }>, filesChanged: Array<{ path: string, sizeBefore: number, sizeAfter: number }>, readmeDiff: Array<{ op: string, line: string }> | null } | null } | null };

export type ApproveUploadMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveUploadMutation = { approveUpload: { id: string, state: ReviewState } };

export type RejectUploadMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectUploadMutation = { rejectUpload: { id: string, state: ReviewState, reason: string | null } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { id: string, name: string } };

export type AssignSeatMutationVariables = Exact<{
  licenseId: string | number;
  memberId: string | number;
}>;


export type AssignSeatMutation = { assignSeat: { member: { id: string }, license: { id: string, mid: string | null } } };

export type TeamSeatsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamSeatsQuery = { teams: Array<{ id: string, name: string, role: TeamRole, members: Array<{ id: string, username: string }>, seats: Array<{ lastValidatedAt: string | null, member: { id: string, username: string }, license: { id: string, mid: string | null, generatedAt: string | null, expiredAt: string | null, renewal: LicenseRenewal | null, movesLeft: number | null, edition: { id: string } | null } }> }> };

export type TeamPage_TeamFragment = { id: string, name: string, role: TeamRole, members: Array<{ id: string, username: string, role: TeamRole, joinedAt: string }>, seats: Array<{ license: { id: string }, member: { id: string } }>, invitations: Array<{ id: string, email: string, role: TeamRole, language: InvitationLanguage, expiresAt: string }> } & { ' $fragmentName'?: 'TeamPage_TeamFragment' };

export type TeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamsQuery = { teams: Array<{ ' $fragmentRefs'?: { 'TeamPage_TeamFragment': TeamPage_TeamFragment } }> };

export type CreateTeamMutationVariables = Exact<{
  name: string;
}>;


export type CreateTeamMutation = { createTeam: { ' $fragmentRefs'?: { 'TeamPage_TeamFragment': TeamPage_TeamFragment } } };

export type InviteToTeamMutationVariables = Exact<{
  teamId: string | number;
  email: string;
  role?: TeamRole | null | undefined;
  language?: InvitationLanguage | null | undefined;
}>;


export type InviteToTeamMutation = { inviteToTeam: { id: string } };

export type WithdrawInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawInvitationMutation = { withdrawInvitation: boolean };

export type SetTeamRoleMutationVariables = Exact<{
  teamId: string | number;
  memberId: string | number;
  role: TeamRole;
}>;


export type SetTeamRoleMutation = { setTeamRole: { ' $fragmentRefs'?: { 'TeamPage_TeamFragment': TeamPage_TeamFragment } } };

export type RemoveTeamMemberMutationVariables = Exact<{
  teamId: string | number;
  memberId: string | number;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: { ' $fragmentRefs'?: { 'TeamPage_TeamFragment': TeamPage_TeamFragment } } };

export type LeaveTeamMutationVariables = Exact<{
  teamId: string | number;
}>;


export type LeaveTeamMutation = { leaveTeam: boolean };

export type HandOverTeamMutationVariables = Exact<{
  teamId: string | number;
  memberId: string | number;
}>;


export type HandOverTeamMutation = { handOverTeam: { ' $fragmentRefs'?: { 'TeamPage_TeamFragment': TeamPage_TeamFragment } } };

export type MyLicensesForTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLicensesForTeamQuery = { licenses: { items: Array<{ id: string, licenseTypeName: string | null, status: LicenseStatus, expiredAt: string | null }> }, teams: Array<{ id: string, seats: Array<{ license: { id: string } }> }> };

export type AddTeamSeatsMutationVariables = Exact<{
  teamId: string | number;
  licenseIds: Array<string | number> | string | number;
}>;


export type AddTeamSeatsMutation = { addTeamSeats: Array<{ license: { id: string } }> };

export type ResendActivationMailMutationVariables = Exact<{
  userId: string | number;
}>;


export type ResendActivationMailMutation = { resendActivationMail: boolean };

export type ActivateAccountMutationVariables = Exact<{
  token: string;
}>;


export type ActivateAccountMutation = { activateAccount: boolean };

export type AgreementPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementPageQuery = { agreement: string | null };

export type RefreshApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshApiKeyMutation = { refreshApiKey: string };

export type RedeemCrossLoginCodeMutationVariables = Exact<{
  code: string;
}>;


export type RedeemCrossLoginCodeMutation = { redeemCrossLoginCode: { token: string, user: { id: string, username: string, email: string, status: UserStatus } } };

export type ModifyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ModifyPageQuery = { me: { id: string, username: string, email: string } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  username: string;
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { me: { id: string, username: string, email: string, key: string | null, status: UserStatus, createdAt: string } | null };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { token: string, user: { id: string, username: string, email: string, status: UserStatus } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string } };

export type CreateCrossLoginCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCrossLoginCodeMutation = { createCrossLoginCode: { code: string, expiresAt: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type RecentVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentVersionsQuery = { versions: Array<(
    { id: string, name: string, createdAt: string, version: string }
    & { ' $fragmentRefs'?: { 'OsLinks_VersionFragment': OsLinks_VersionFragment } }
  )> };

export type OsLinks_VersionFragment = { version: string, winDownloadUrl: string, macDownloadUrl: string, linuxDownloadUrl: string } & { ' $fragmentName'?: 'OsLinks_VersionFragment' };

export type VersionHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionHistoryQuery = { downloads: Array<(
    { id: string, createdAt: string, version: string, content: string | null }
    & { ' $fragmentRefs'?: { 'OsLinks_VersionFragment': OsLinks_VersionFragment } }
  )> };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: Array<{ type: PaymentType, label: string }> };

export type RequestCaptchaMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestCaptchaMutation = { requestCaptcha: { image: string, uuid: string } };

export type DictionaryField_DictionariesFragment = { country: Array<{ text: string, value: string }>, position: Array<{ text: string, value: string }>, use: Array<{ text: string, value: string }> } & { ' $fragmentName'?: 'DictionaryField_DictionariesFragment' };

export const PocCard_PocFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PocCard_poc"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PocPush"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"cveId"}},{"kind":"Field","name":{"kind":"Name","value":"cvss"}},{"kind":"Field","name":{"kind":"Name","value":"fofaQuery"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"assetCount"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tagsEn"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"demoGifUrl"}}]}}]} as unknown as DocumentNode<PocCard_PocFragment, unknown>;
export const BlueTeamIntro_EditionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlueTeamIntro_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<BlueTeamIntro_EditionFragment, unknown>;
export const Price_EditionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Price_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearAmount"}},{"kind":"Field","name":{"kind":"Name","value":"monthOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarMonthAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarYearAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarMonthOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarYearOriginalAmount"}}]}}]} as unknown as DocumentNode<Price_EditionFragment, unknown>;
export const LicenseTable_LicenseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LicenseTable_license"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"License"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyExpiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upgradesTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LicenseTable_LicenseFragment, unknown>;
export const BankTransferDetails_PayInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankTransferDetails_payInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"swiftCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"otherAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<BankTransferDetails_PayInfoFragment, unknown>;
export const InvoiceEditor_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceEditor_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<InvoiceEditor_OrderFragment, unknown>;
export const OrderFacts_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFacts_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<OrderFacts_OrderFragment, unknown>;
export const OrderStatus_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStatus_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequestedAt"}}]}}]} as unknown as DocumentNode<OrderStatus_OrderFragment, unknown>;
export const OrderTable_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderStatus_order"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStatus_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequestedAt"}}]}}]} as unknown as DocumentNode<OrderTable_OrderFragment, unknown>;
export const OrderTruth_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTruth_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}}]}}]} as unknown as DocumentNode<OrderTruth_OrderFragment, unknown>;
export const RenewedLicense_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RenewedLicense_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewedLicense"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]}}]} as unknown as DocumentNode<RenewedLicense_OrderFragment, unknown>;
export const PluginCard_PluginFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PluginCard_plugin"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plugin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<PluginCard_PluginFragment, unknown>;
export const PluginVersions_VersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PluginVersions_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PluginVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"engines"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signatureUrl"}}]}}]} as unknown as DocumentNode<PluginVersions_VersionFragment, unknown>;
export const UploadRow_UploadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadRow_upload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plugin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<UploadRow_UploadFragment, unknown>;
export const CustomerLicense_LicenseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerLicense_license"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLicense"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"fromMid"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<CustomerLicense_LicenseFragment, unknown>;
export const StaffLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<StaffLeadFieldsFragment, unknown>;
export const StaffAwaitingTransferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAwaitingTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAwaitingTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffAwaitingTransferFieldsFragment, unknown>;
export const StaffRefundApprovalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefundApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRefundApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]} as unknown as DocumentNode<StaffRefundApprovalFieldsFragment, unknown>;
export const TeamPage_TeamFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamPage_team"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TeamPage_TeamFragment, unknown>;
export const OsLinks_VersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OsLinks_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]} as unknown as DocumentNode<OsLinks_VersionFragment, unknown>;
export const DictionaryField_DictionariesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictionaryField_dictionaries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dictionaries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"use"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<DictionaryField_DictionariesFragment, unknown>;
export const HeaderProfileDocument = {"__meta__":{"hash":"sha256:db655f1a78fc019e0c398a81be514c3e1ea75f7284e778635f095ddabb94723b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HeaderProfileQuery, HeaderProfileQueryVariables>;
export const StaffMeDocument = {"__meta__":{"hash":"sha256:9d8156fe38196ba0f9539cfe80d10b2065bd61b4889f06cf94a0263fcd8b4ab3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<StaffMeQuery, StaffMeQueryVariables>;
export const FaqPageDocument = {"__meta__":{"hash":"sha256:cba1ad1d3c1906fc50de79fea18a7a0dc810ef816a5c4ca72adacd5fe74f886a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<FaqPageQuery, FaqPageQueryVariables>;
export const FeaturesPageDocument = {"__meta__":{"hash":"sha256:442812d38e8f35f456e430670c80ad1a19da57028a388dcbe81bdc4252b9be7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<FeaturesPageQuery, FeaturesPageQueryVariables>;
export const HomePluginsDocument = {"__meta__":{"hash":"sha256:fe39667aaa9231af3bffd0d19e75b3d3bb4507b134d88a7056801a7d9de386c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePlugins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plugins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<HomePluginsQuery, HomePluginsQueryVariables>;
export const UpdatesPageDocument = {"__meta__":{"hash":"sha256:9bff9d392ae1d816c936813acb5835152d89c0cfc2ba763d5e6739b707bd9057"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdatesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pocPushGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAtWeek"}},{"kind":"Field","name":{"kind":"Name","value":"pushData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cveId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PocCard_poc"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PocCard_poc"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PocPush"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"cveId"}},{"kind":"Field","name":{"kind":"Name","value":"cvss"}},{"kind":"Field","name":{"kind":"Name","value":"fofaQuery"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"assetCount"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tagsEn"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"demoGifUrl"}}]}}]} as unknown as DocumentNode<UpdatesPageQuery, UpdatesPageQueryVariables>;
export const DocPageDocument = {"__meta__":{"hash":"sha256:efa015907ed43c2b10a39f94a25b0e83319cf338c01aa410b857e009d69eb37c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]} as unknown as DocumentNode<DocPageQuery, DocPageQueryVariables>;
export const SaleEditionsDocument = {"__meta__":{"hash":"sha256:cc93ca35a6a4b248c324740ee681c8a8faf87b596cac43dc77f2d7891f1d8b6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleEditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"upgradesTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Price_edition"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlueTeamIntro_edition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Price_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearAmount"}},{"kind":"Field","name":{"kind":"Name","value":"monthOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarMonthAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarYearAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarMonthOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarYearOriginalAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlueTeamIntro_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<SaleEditionsQuery, SaleEditionsQueryVariables>;
export const GenerateLicenseDocument = {"__meta__":{"hash":"sha256:10559b55cc36f6a919cda6753cc99473dc65cef8db3eff3cf39b9066b6d7bdc6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateLicense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateLicenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenseId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}}]}}]}}]} as unknown as DocumentNode<GenerateLicenseMutation, GenerateLicenseMutationVariables>;
export const LicenseHistoryDocument = {"__meta__":{"hash":"sha256:877b700982ce4a76350e3000b8b71ca62f260dae927987ad58036d64a1fe6d41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicenseHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousExpiredAt"}}]}}]}}]}}]} as unknown as DocumentNode<LicenseHistoryQuery, LicenseHistoryQueryVariables>;
export const LicenseManagementDocument = {"__meta__":{"hash":"sha256:909b706d9fc984edf114b7566af5c9990f6f860be68438b3f53be544ff65abd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicenseManagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LicenseTable_license"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableLicenseCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LicenseTable_license"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"License"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyExpiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upgradesTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LicenseManagementQuery, LicenseManagementQueryVariables>;
export const MoveLicenseDocument = {"__meta__":{"hash":"sha256:d62765d747e6bf4a82dfcd9b7325f63197a508f9c0bc322d15356e967050839f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveLicense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"movesAgainAt"}}]}}]}}]} as unknown as DocumentNode<MoveLicenseMutation, MoveLicenseMutationVariables>;
export const ExportActivationCodesDocument = {"__meta__":{"hash":"sha256:2ba0d57907d57ff33b6e49183236b6a67c017362e86063835fdf7823470be36b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportActivationCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licenseIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportActivationCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"licenseIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licenseIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenseId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ExportActivationCodesMutation, ExportActivationCodesMutationVariables>;
export const StartAlipayPagePaymentDocument = {"__meta__":{"hash":"sha256:94a5ae9cf58d39739c966b8ce2ae88efa388aebdbbd76376e153ad8ea020fb79"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAlipayPagePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAlipayPagePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}]}]}}]} as unknown as DocumentNode<StartAlipayPagePaymentMutation, StartAlipayPagePaymentMutationVariables>;
export const BankTransferPageDocument = {"__meta__":{"hash":"sha256:4408ca8c30cd3e292d2c9218e16276874b288ef58fe69a1e0fe33f6b7da7735d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankTransferPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFacts_order"}},{"kind":"Field","name":{"kind":"Name","value":"payInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"EnumValue","value":"COMPANY_PAY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankTransferDetails_payInfo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFacts_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankTransferDetails_payInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"swiftCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"otherAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<BankTransferPageQuery, BankTransferPageQueryVariables>;
export const CheckStandDocument = {"__meta__":{"hash":"sha256:fd7f8df6c7c50b80bb489f62482a21791407aa4821dd09ede1ecd467ea18b76b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckStand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withPayInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFacts_order"}},{"kind":"Field","name":{"kind":"Name","value":"payInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withPayInfo"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankTransferDetails_payInfo"}},{"kind":"Field","name":{"kind":"Name","value":"qrcodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFacts_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankTransferDetails_payInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"swiftCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"otherAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CheckStandQuery, CheckStandQueryVariables>;
export const SetInvoiceDetailsDocument = {"__meta__":{"hash":"sha256:8ecef341cb440fc873ea7f7023e81158ff5f3bc5462f2ef393ce9c654f828d8d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInvoiceDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInvoiceDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<SetInvoiceDetailsMutation, SetInvoiceDetailsMutationVariables>;
export const CancelOrderDocument = {"__meta__":{"hash":"sha256:faa3fef0694261ab9a19a51a731ea32417f4ca055fcc12d3a1974949c7a6b405"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const RequestRefundDocument = {"__meta__":{"hash":"sha256:8d448cbad9db44b4740e52fa736fe34d662fe78501912c94b84c1fbe8a3d1e71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequestedAt"}}]}}]}}]} as unknown as DocumentNode<RequestRefundMutation, RequestRefundMutationVariables>;
export const OrderDetailDocument = {"__meta__":{"hash":"sha256:94cf029d2495cc5256a74292250943fdedc8fcdd5138b22494e945e36c8b2058"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankTransfer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderStatus_order"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"outerTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"renewedLicenseIds"}},{"kind":"Field","name":{"kind":"Name","value":"payInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankTransfer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankTransferDetails_payInfo"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceEditor_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStatus_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequestedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankTransferDetails_payInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"swiftCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"otherAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceEditor_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderFormDocument = {"__meta__":{"hash":"sha256:162e640460d654e167e00d9d856a15082efb2cfa644577a1accd0a27d31dffde"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"edition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"edition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}},{"kind":"Field","name":{"kind":"Name","value":"upgradesTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dictionaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictionaryField_dictionaries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictionaryField_dictionaries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dictionaries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"use"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<OrderFormQuery, OrderFormQueryVariables>;
export const OrderManagementDocument = {"__meta__":{"hash":"sha256:06efcea2f09df2d8b7dc493065afb3ad522b42fc187a860bad62fcbbee32776a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderManagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayStatusFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTable_order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStatus_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequestedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"payTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderStatus_order"}}]}}]} as unknown as DocumentNode<OrderManagementQuery, OrderManagementQueryVariables>;
export const OrderTruthDocument = {"__meta__":{"hash":"sha256:23b177bcd8e401ff90d9094491631e570c22182d9c205c59abf8d7f971eb870c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderTruth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTruth_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTruth_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}}]}}]} as unknown as DocumentNode<OrderTruthQuery, OrderTruthQueryVariables>;
export const CompletePayPalPaymentDocument = {"__meta__":{"hash":"sha256:fb8ff652f16e11c648dbad066ff96243c354f3a1a875f1eaabc88e1bd83c92f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePayPalPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayPalReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePayPalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CompletePayPalPaymentMutation, CompletePayPalPaymentMutationVariables>;
export const PayAgainDocument = {"__meta__":{"hash":"sha256:87f09ca84bdef3ef441581677066373f458ca753b213eb9070ca3af54461705b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}}]}}]}}]} as unknown as DocumentNode<PayAgainQuery, PayAgainQueryVariables>;
export const PaidOrderFactsDocument = {"__meta__":{"hash":"sha256:49ef833d985e2594a144b2bbd8a4ebdc1635d98e03767dbc0acab5314e91fac4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaidOrderFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTruth_order"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFacts_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RenewedLicense_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTruth_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"payStatus"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFacts_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RenewedLicense_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewedLicense"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]}}]} as unknown as DocumentNode<PaidOrderFactsQuery, PaidOrderFactsQueryVariables>;
export const TrialUpgradeDocument = {"__meta__":{"hash":"sha256:804ebbfb9407a94d865c8d2d851ff9450b3e406923a442513affcc0e9f064d2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrialUpgrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"upgradesTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TrialUpgradeQuery, TrialUpgradeQueryVariables>;
export const RenewedLicenseFileDocument = {"__meta__":{"hash":"sha256:39c9ed4da7b4637f259e3711d4c4c4ea85aecba0a78ed7ea3904db28b5dc4d32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewedLicenseFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateLicenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenseId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<RenewedLicenseFileMutation, RenewedLicenseFileMutationVariables>;
export const BuyerTeamsDocument = {"__meta__":{"hash":"sha256:c63fb5b417f811c4865871213921975053ce8ab633943e5766f17eacdeba4870"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuyerTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<BuyerTeamsQuery, BuyerTeamsQueryVariables>;
export const PaidOrderDocument = {"__meta__":{"hash":"sha256:761a6290fd854242ac21191e3e69ff86100d4a383c6f76c23672e651cae4667b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaidOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<PaidOrderQuery, PaidOrderQueryVariables>;
export const OrderPreviewDocument = {"__meta__":{"hash":"sha256:68f4015bd2cf204c3b0b1eecfe9e02b02f649b4e617ec38fd2235e6513b62578"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionCn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodDay"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<OrderPreviewQuery, OrderPreviewQueryVariables>;
export const OrderPayStatusDocument = {"__meta__":{"hash":"sha256:fc104dab0044923aee02ab5f60813bafd068ae65107bc68cd7930a39d23d0d13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderPayStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPayStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"trial"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAsSecondTrial"}}]}}]}}]} as unknown as DocumentNode<OrderPayStatusSubscription, OrderPayStatusSubscriptionVariables>;
export const StartPayPalPaymentDocument = {"__meta__":{"hash":"sha256:0ff8df1e4c1e70daa10d599cd5fe563e63f5d96fcb5e01497b7af6d6ae4915c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayPalPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayPalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}]}]}}]} as unknown as DocumentNode<StartPayPalPaymentMutation, StartPayPalPaymentMutationVariables>;
export const CreateOrderDocument = {"__meta__":{"hash":"sha256:28d43e9ab1010bae254cc448a2d4d62a988376f9d5d2293b903bab3fd2ae450c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const MarketFiltersDocument = {"__meta__":{"hash":"sha256:a989fca001ac3d826828d8419995441740843f795b178534229efd26a3ff6dbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enginesVersions"}},{"kind":"Field","name":{"kind":"Name","value":"pluginCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarketFiltersQuery, MarketFiltersQueryVariables>;
export const MarketPageDocument = {"__meta__":{"hash":"sha256:002fb4677ed1990952a314d08dbea18c1e4db8306a10a7f269f3c9096c0ce514"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"engines"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plugins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"engines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"engines"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PluginCard_plugin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PluginCard_plugin"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plugin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<MarketPageQuery, MarketPageQueryVariables>;
export const PluginDetailDocument = {"__meta__":{"hash":"sha256:f2cd99e4290ecae86c6b48afa793f53f22105b178ebf00d257021fb4ebbad792"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PluginDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extensionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plugin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"extensionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extensionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"engines"}},{"kind":"Field","name":{"kind":"Name","value":"enginesMin"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readme"}},{"kind":"Field","name":{"kind":"Name","value":"changelog"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PluginVersions_version"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PluginVersions_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PluginVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"engines"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signatureUrl"}}]}}]} as unknown as DocumentNode<PluginDetailQuery, PluginDetailQueryVariables>;
export const MyPluginsDocument = {"__meta__":{"hash":"sha256:805505134f27ee4c32d14e2ed6bef73c90fbc5538ed9b82200d8b80036525351"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPlugins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPlugins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadRow_upload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadRow_upload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plugin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<MyPluginsQuery, MyPluginsQueryVariables>;
export const UploadPluginDocument = {"__meta__":{"hash":"sha256:4620c8276e0074eb09eec4b6c4286f1e3d0bd8744fdf700270a8c2c61ac069ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadPlugin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadPlugin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"extensionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<UploadPluginMutation, UploadPluginMutationVariables>;
export const DeletePluginDocument = {"__meta__":{"hash":"sha256:1f5aac11e19a07c8414453dcac43b21b46a0d7c203f4a697866d4086fdf6738a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlugin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlugin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePluginMutation, DeletePluginMutationVariables>;
export const AccessTokensDocument = {"__meta__":{"hash":"sha256:0fee8a553e234e1eaff521ffe1bba44056d0446d642431f032d149288df0de63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"__meta__":{"hash":"sha256:2d343df7befbbb1913bc26d6a25ad38b817f0e0dcfd9e267e5ed80b24806ce14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"__meta__":{"hash":"sha256:423e6f10b1da24f1d0ba4dafa95ba1d0398da35d12a6cf01833c4f003ffc1bc0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const ContactSalesDocument = {"__meta__":{"hash":"sha256:913dcb5ea84ddd224684ddaf75614564c7351cd8e13572c2770f2572b142b542"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactSales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ContactSalesMutation, ContactSalesMutationVariables>;
export const LatestVersionDocument = {"__meta__":{"hash":"sha256:581d2fc2c062accf8e2f34be773985177952be7c984a09387f118db25ba80e14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]}}]} as unknown as DocumentNode<LatestVersionQuery, LatestVersionQueryVariables>;
export const SalesFormDocument = {"__meta__":{"hash":"sha256:c4ff5e3900f829c43571bf5239bb50c46432d76f8aaf02ff8634df0c0d2b4cfe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"edition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"edition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dictionaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictionaryField_dictionaries"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictionaryField_dictionaries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dictionaries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"use"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SalesFormQuery, SalesFormQueryVariables>;
export const TrialEditionDocument = {"__meta__":{"hash":"sha256:95054b1dfd1caa01c30275eeee6348787432acef59a4c442cb7362cfc557116a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrialEdition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"edition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"edition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}}]}}]}}]} as unknown as DocumentNode<TrialEditionQuery, TrialEditionQueryVariables>;
export const ApplyForTrialDocument = {"__meta__":{"hash":"sha256:75c7d4e01bfd418625520113740055dc45d3f35c7bb025a4ffe16a4483710026"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForTrial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForTrial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ApplyForTrialMutation, ApplyForTrialMutationVariables>;
export const AuditLogPageDocument = {"__meta__":{"hash":"sha256:b72b9c3cd35dc0f7d3d22270b47ea79bd698716ee3540fe8d8b68ae0dab2ac9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogPageQuery, AuditLogPageQueryVariables>;
export const StartStaffEnrolmentDocument = {"__meta__":{"hash":"sha256:7fb55ab42e9dedc6664376dc95ddc07593d8eaf85c6d7d1f9fd5cb4fb0966158"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStaffEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStaffEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode<StartStaffEnrolmentMutation, StartStaffEnrolmentMutationVariables>;
export const FinishStaffEnrolmentDocument = {"__meta__":{"hash":"sha256:55c4b287634d8d449e489f5ee2f9450dcb412de7132c8d16acdb13e2cd42f63b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishStaffEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishStaffEnrolmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishStaffEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<FinishStaffEnrolmentMutation, FinishStaffEnrolmentMutationVariables>;
export const StaffSignInDocument = {"__meta__":{"hash":"sha256:d8bb5338f52ff632887157868214f85a31a630d95106033fb30d19b427c00355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
export const StaffSignOutDocument = {"__meta__":{"hash":"sha256:6ed0f56c4b03397defe4f9254901142aeff007d82a4ba40f14b45ac9937d208e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignOut"}}]}}]} as unknown as DocumentNode<StaffSignOutMutation, StaffSignOutMutationVariables>;
export const StaffMembersDocument = {"__meta__":{"hash":"sha256:111d644786881aae7ae7dae9aab504dfdf5bbd4ebda6a2d3914746c6b58695cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;
export const CreateStaffDocument = {"__meta__":{"hash":"sha256:4fdd3573a8e4beeae9740de9364e1331d0be2d100db36020cd37a8f1cc1a2691"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolmentLink"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<CreateStaffMutation, CreateStaffMutationVariables>;
export const ChangeStaffRoleDocument = {"__meta__":{"hash":"sha256:639fd4f067543d32f8bd212951d33058548f10700eb09f8c8f67bfe7b8f76141"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ChangeStaffRoleMutation, ChangeStaffRoleMutationVariables>;
export const SetStaffDisabledDocument = {"__meta__":{"hash":"sha256:bbdeb158a79096dc39fe336a9cb8bac00ddbbf4a485e062839de5171dfcda286"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<SetStaffDisabledMutation, SetStaffDisabledMutationVariables>;
export const EndStaffSessionsDocument = {"__meta__":{"hash":"sha256:142e705966b8ce80b160e29bbc1af6e48c5873ebaa315ce81ffeeb5900e41e09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndStaffSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endStaffSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndStaffSessionsMutation, EndStaffSessionsMutationVariables>;
export const CustomerSearchDocument = {"__meta__":{"hash":"sha256:c2685d47bbf339f5d33cb6e9e64a6433aa62aac41abcccba860bdcae9649603c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerSearchQuery, CustomerSearchQueryVariables>;
export const CustomerDocument = {"__meta__":{"hash":"sha256:07b2c73eadfbd338f9943c45c358e703f6538dbe755f0f4e5177cc9aa71f15c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerLicense_license"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerLicense_license"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLicense"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"fromMid"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<CustomerQuery, CustomerQueryVariables>;
export const StaffMoveLicenseDocument = {"__meta__":{"hash":"sha256:25ea98cc4daa45eeb24336f84335991e1847a3ece12d7740511e962e6eae1e9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffMoveLicense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMoveLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mid"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerLicense_license"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerLicense_license"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerLicense"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"machineName"}},{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"fromMid"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<StaffMoveLicenseMutation, StaffMoveLicenseMutationVariables>;
export const ResendLicenseMailDocument = {"__meta__":{"hash":"sha256:041d8c03ea79a7b77165579ca7c1c55a0c6a5c5fef675f5642d44dcc58115fbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendLicenseMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendLicenseMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenseId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ResendLicenseMailMutation, ResendLicenseMailMutationVariables>;
export const QuoteEditionsDocument = {"__meta__":{"hash":"sha256:cfb1682a58d06891f468e4a4d1a222f4493c77629be72ca2ea5662b7cd6f2f22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteEditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}},{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<QuoteEditionsQuery, QuoteEditionsQueryVariables>;
export const QuoteLeadDocument = {"__meta__":{"hash":"sha256:954959d88511a9c9ba868fc665fe8fb898d5d3da43c594e8940619407c6d7db3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"mailedTo"}}]}}]}}]} as unknown as DocumentNode<QuoteLeadMutation, QuoteLeadMutationVariables>;
export const StaffLeadsDocument = {"__meta__":{"hash":"sha256:4f3359443b7cba2710882d0c47747ff18557bab8e253565dd397e1c17db5d81a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffLeadOwners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<StaffLeadsQuery, StaffLeadsQueryVariables>;
export const StaffLeadsCsvDocument = {"__meta__":{"hash":"sha256:007375141ea618f4b57b1a5ac230a94cc7fae162fc702e7e5142892dd4c7933c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffLeadsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffLeadsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<StaffLeadsCsvQuery, StaffLeadsCsvQueryVariables>;
export const MoveLeadDocument = {"__meta__":{"hash":"sha256:a3fa9c40ab87c74242fdf567fecbefb21f2c39232c2877876ee7bb7df63dfb3f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<MoveLeadMutation, MoveLeadMutationVariables>;
export const GrantLeadTrialDocument = {"__meta__":{"hash":"sha256:2b1f23476e795b33e1c2c8cadb3acd3383e0a1f0cccfbccb5f54eaf25796b6cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantLeadTrial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantLeadTrial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"licenseId"}}]}}]}}]} as unknown as DocumentNode<GrantLeadTrialMutation, GrantLeadTrialMutationVariables>;
export const AssignLeadDocument = {"__meta__":{"hash":"sha256:af9a43774fb90aa728adbb696dbf0cb23d1560e27289b9f42e277106a0cd14b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AssignLeadMutation, AssignLeadMutationVariables>;
export const NoteLeadDocument = {"__meta__":{"hash":"sha256:3978763cba1ab8e506b87e3b986a93c55249b9c353e6c33ceb8087ee86b565ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NoteLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<NoteLeadMutation, NoteLeadMutationVariables>;
export const StaffTransfersDocument = {"__meta__":{"hash":"sha256:d57add2f36e03df6e9ca02b154f4e1c2eaf8521132964883e70d91b4880513c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAwaitingTransferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAwaitingTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAwaitingTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffTransfersQuery, StaffTransfersQueryVariables>;
export const StaffTransferByReferenceDocument = {"__meta__":{"hash":"sha256:3b40cbdd150cfc92619fc5ba0214a0e96629eb5ce302bb2bbaf72035f3da77be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTransferByReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTransferByReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAwaitingTransferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAwaitingTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAwaitingTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffTransferByReferenceQuery, StaffTransferByReferenceQueryVariables>;
export const StaffConfirmTransferDocument = {"__meta__":{"hash":"sha256:b94cf246906b12898e78ecae5fd361075df547f2dee10119d4103172fe1f01b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffConfirmTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideReason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffConfirmTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"licenses"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}}]}}]}}]} as unknown as DocumentNode<StaffConfirmTransferMutation, StaffConfirmTransferMutationVariables>;
export const StaffRefundsDocument = {"__meta__":{"hash":"sha256:fc4768ad7e11664563c14ef16632aa6332519c3433a3c63667aabf6a15ed9c7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRefundApprovalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyerRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefundApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRefundApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]} as unknown as DocumentNode<StaffRefundsQuery, StaffRefundsQueryVariables>;
export const StaffRequestRefundDocument = {"__meta__":{"hash":"sha256:01cc3ee696cb9854274470101b1f0f0097e360a90f4d76fa6351cac1243614da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRequestRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRequestRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRefundApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefundApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRefundApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]} as unknown as DocumentNode<StaffRequestRefundMutation, StaffRequestRefundMutationVariables>;
export const StaffApproveRefundDocument = {"__meta__":{"hash":"sha256:d18629a06f722df55d8d8a9c16b75866ca4587ff09224506ff5e2a6e13e32301"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffApproveRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApproveRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRefundApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefundApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRefundApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]} as unknown as DocumentNode<StaffApproveRefundMutation, StaffApproveRefundMutationVariables>;
export const StaffDeclineRefundDocument = {"__meta__":{"hash":"sha256:edcedbe97d77fccb6de782e50be52adbee73014548ffae24c8395587816f4124"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffDeclineRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffDeclineRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRefundApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefundApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRefundApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]} as unknown as DocumentNode<StaffDeclineRefundMutation, StaffDeclineRefundMutationVariables>;
export const StaffPaymentNotificationsDocument = {"__meta__":{"hash":"sha256:76194745d741b6d9e5b586103707b65c45564385d78d856c0b03f2ad2dea1a17"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPaymentNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verified"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPaymentNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"verified"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verified"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<StaffPaymentNotificationsQuery, StaffPaymentNotificationsQueryVariables>;
export const StaffPageViewsDocument = {"__meta__":{"hash":"sha256:2b27422aa855f714a016c093365c7cb342768caa36008d66ac9aaf392301ff47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPageViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPageViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLocale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"perDayPath"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPaths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<StaffPageViewsQuery, StaffPageViewsQueryVariables>;
export const ReviewQueueDocument = {"__meta__":{"hash":"sha256:eaa5481167556f8a4761eaad50d7af31c07c34ba7cccded2c39e5fdfea4c0c8d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}}]} as unknown as DocumentNode<ReviewQueueQuery, ReviewQueueQueryVariables>;
export const ReviewUploadDocument = {"__meta__":{"hash":"sha256:011f0a5a14ec0bbcb6d72131f4566b7d28a89129f723219161bfefd8c06d4da7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"engines"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readme"}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"previousVersion"}},{"kind":"Field","name":{"kind":"Name","value":"previousState"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filesAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filesRemoved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBefore"}},{"kind":"Field","name":{"kind":"Name","value":"sizeAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readmeDiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewUploadQuery, ReviewUploadQueryVariables>;
export const ApproveUploadDocument = {"__meta__":{"hash":"sha256:9a657003effd6f9c30828fe3ec4850c8a1376d2740daf14f8a26b1cb35276f15"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ApproveUploadMutation, ApproveUploadMutationVariables>;
export const RejectUploadDocument = {"__meta__":{"hash":"sha256:f2c0bfd49de7eeffe75219e2b6a02435428edf3de7a82344dacfe3e8712a13d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RejectUploadMutation, RejectUploadMutationVariables>;
export const AcceptInvitationDocument = {"__meta__":{"hash":"sha256:2017f87c37a0473188968683bcdf9abc1d431538d42066159c453381633e9611"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const AssignSeatDocument = {"__meta__":{"hash":"sha256:a9710eac6b3f7841eaa06b09aff1f3defb2cb9c32e7f3d61d4f884eb09bc9fd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licenseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignSeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"licenseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licenseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}}]}}]}}]}}]} as unknown as DocumentNode<AssignSeatMutation, AssignSeatMutationVariables>;
export const TeamSeatsDocument = {"__meta__":{"hash":"sha256:c27af8ec50ae8bfe9f683a8dfebb33c3ac525ab059313518a7a6b21dd1107834"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamSeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastValidatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mid"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"}},{"kind":"Field","name":{"kind":"Name","value":"movesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamSeatsQuery, TeamSeatsQueryVariables>;
export const TeamsDocument = {"__meta__":{"hash":"sha256:ede703f6cbc8e215ed21194c2f617c99f74b2a9d2b4a5b040fd0c054ce59ad2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamPage_team"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamPage_team"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TeamsQuery, TeamsQueryVariables>;
export const CreateTeamDocument = {"__meta__":{"hash":"sha256:c4e3758cbfcaf928214dc3201bb81f5da166b6aa02ff9f38f9f175e17f72e38c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamPage_team"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamPage_team"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const InviteToTeamDocument = {"__meta__":{"hash":"sha256:fc6c3935053f7a8bd1678f15ad384a00bae16cc6c6846395ac0c5174b4c40617"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteToTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamRole"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InviteToTeamMutation, InviteToTeamMutationVariables>;
export const WithdrawInvitationDocument = {"__meta__":{"hash":"sha256:594bd10ca52e379f864831be3c3e09356901e3e2d425c88e561378b39e722fb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WithdrawInvitationMutation, WithdrawInvitationMutationVariables>;
export const SetTeamRoleDocument = {"__meta__":{"hash":"sha256:601c481e165591f64341f9313edf67eebeb96c01582608ef8b152dc510c2af41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTeamRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamPage_team"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamPage_team"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SetTeamRoleMutation, SetTeamRoleMutationVariables>;
export const RemoveTeamMemberDocument = {"__meta__":{"hash":"sha256:a5ab88c77b5b480fef01bfb84fb30743699312bb885a9bcbf43be838cff19d5b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamPage_team"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamPage_team"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const LeaveTeamDocument = {"__meta__":{"hash":"sha256:a25479a9987d89cfd38b999e275c6008c4b237bc5de93dfaba166c33850e7399"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}]}]}}]} as unknown as DocumentNode<LeaveTeamMutation, LeaveTeamMutationVariables>;
export const HandOverTeamDocument = {"__meta__":{"hash":"sha256:8822552f0474297e739d22d3ff2dfb63a619a47bfae93d1a67e70c64d6568554"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HandOverTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handOverTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamPage_team"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamPage_team"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<HandOverTeamMutation, HandOverTeamMutationVariables>;
export const MyLicensesForTeamDocument = {"__meta__":{"hash":"sha256:39bbe5aaad60115481e0b1ad9f08f14cc9a85002b686d0aaf970aeadd1ea95da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLicensesForTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyLicensesForTeamQuery, MyLicensesForTeamQueryVariables>;
export const AddTeamSeatsDocument = {"__meta__":{"hash":"sha256:547a9fec634623d0691f371274f326be52692c1b92049d49269cdc9aa557ace2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTeamSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licenseIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTeamSeats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"licenseIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licenseIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddTeamSeatsMutation, AddTeamSeatsMutationVariables>;
export const ResendActivationMailDocument = {"__meta__":{"hash":"sha256:0c34f613348ae290fb6fd50af91f3978e373263e9ce0521826767ad9ce32e5ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendActivationMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendActivationMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<ResendActivationMailMutation, ResendActivationMailMutationVariables>;
export const ActivateAccountDocument = {"__meta__":{"hash":"sha256:f305e2a322ac40aa31edf0a007f727ce40d6599ab3012e080ac1d490b190ecf3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;
export const AgreementPageDocument = {"__meta__":{"hash":"sha256:5c76345a33265448f4e24fc55d14a7189e644e6e6959421abbb0052e63e72eaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgreementPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreement"}}]}}]} as unknown as DocumentNode<AgreementPageQuery, AgreementPageQueryVariables>;
export const RefreshApiKeyDocument = {"__meta__":{"hash":"sha256:6e0f4c7ec9fdb3ecf45e9e2fd975039e63df48598203252c1124422d619b7cf7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshApiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshApiKey"}}]}}]} as unknown as DocumentNode<RefreshApiKeyMutation, RefreshApiKeyMutationVariables>;
export const RedeemCrossLoginCodeDocument = {"__meta__":{"hash":"sha256:eb9b9726524ecce0c7a3a62ead7ae74e352ae87233319355b5348e52761b6746"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemCrossLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemCrossLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemCrossLoginCodeMutation, RedeemCrossLoginCodeMutationVariables>;
export const ModifyPageDocument = {"__meta__":{"hash":"sha256:f158a2290b2c03f3b0320c9c8b4846ad95747cf7bd3c3f8d7c8fa8f21b4c8caa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModifyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ModifyPageQuery, ModifyPageQueryVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:b71997bdb2cee8b9b73900d61cd376d4d1ebc42c845f2e2ffc4970107955c2b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:5c8ccf52fa6849e6130938f2b7f0898c8a9872b780ff44f891c84b38dd96fc24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:a7e6c12306ca186003d951f0b766061f02e71b53776bbcc787083676ad8fc810"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ProfilePageDocument = {"__meta__":{"hash":"sha256:59458c77d2e8b25d807a6f847035731c4d35dea99d048f2d0fa760a388cb4f85"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const SignInDocument = {"__meta__":{"hash":"sha256:625f1ab206e785c3eab61b97552fa43983edc57490c8f5455847e6a320955a12"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"__meta__":{"hash":"sha256:974b0159f64cb090d92dfde5d922ded09bf7d49c5d2d5c2dc33165fa1138c34b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const CreateCrossLoginCodeDocument = {"__meta__":{"hash":"sha256:bc44f420096b4aadba9537e7d1d8edba51377ef1d66fc118b2b13d957a7a5c42"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCrossLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCrossLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateCrossLoginCodeMutation, CreateCrossLoginCodeMutationVariables>;
export const SignOutDocument = {"__meta__":{"hash":"sha256:39300be1f6ff47633a8c264de2a924d5b71367b646d3bf86d82d7c51c6543956"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SignOutEverywhereDocument = {"__meta__":{"hash":"sha256:4c1763fb9c6a63882642b282f19ad507e4417c23a4c59c3b633e9f8fe21b26dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const RecentVersionsDocument = {"__meta__":{"hash":"sha256:b74ed0ddbdf9aa334e2166c791fddd8886bded5c494f19a0a8f63b5f0957e32f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OsLinks_version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OsLinks_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]} as unknown as DocumentNode<RecentVersionsQuery, RecentVersionsQueryVariables>;
export const VersionHistoryDocument = {"__meta__":{"hash":"sha256:3ca66daa11cea215972bb4f3acee52164ecd94a2bd28ff1bf6a54293efc6984d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OsLinks_version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OsLinks_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]} as unknown as DocumentNode<VersionHistoryQuery, VersionHistoryQueryVariables>;
export const PaymentMethodsDocument = {"__meta__":{"hash":"sha256:d2e3940eaf2b1c56a3eee7170181e0e17114df4ea0168ef3691a33f6c3c78fd2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const RequestCaptchaDocument = {"__meta__":{"hash":"sha256:863a6aa05e4e4b39513cfdcb0c9bcfb46b69dd380c0ce851beb31f6a8f515d68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<RequestCaptchaMutation, RequestCaptchaMutationVariables>;
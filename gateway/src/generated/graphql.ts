import type { Currency } from '../../../contract/order.ts';
import type { EditionSale } from '../../../contract/rules.ts';
import type { UserStatus } from '../../../contract/user.ts';
import type { PaymentType } from '../../../contract/order.ts';
import type { PayStatusFilter } from '../../../contract/order.ts';
import type { PayStatus as OrderPayStatus } from '../../../contract/order.ts';
import type { LicenseStatus } from '../../../contract/license.ts';
import type { PluginReviewStatus } from '../../../contract/plugin.ts';
import type { AccessTokenScope } from '../../../contract/access-token.ts';
import type { TeamRole } from '../../../contract/team.ts';
import type { UploadArgument } from '../graph/upload-stream.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Version as RestVersion } from '../../../contract/version.ts';
import type { Edition as RestEdition } from '../../../contract/edition.ts';
import type { PocPushGroup as RestPocPushGroup, PocPush as RestPocPush, ContentEntry as RestContentEntry, ContentGroup as RestContentGroup } from '../../../contract/content.ts';
import type { DictEntry as RestDictEntry } from '../../../contract/dict.ts';
import type { User as RestUser, Captcha as RestCaptcha, SignInAnswer as RestSignInAnswer, SignUpAnswer as RestSignUpAnswer } from '../../../contract/user.ts';
import type { Discount as RestDiscount, OrderPreview as RestOrderPreview, OrderSource as RestOrderSource, PricedPayInfo as RestPricedPayInfo } from '../../../contract/order.ts';
import type { InvoiceDetails as RestInvoiceDetails } from '../../../contract/receipt.ts';
import type { License as RestLicense, ActivationCode as RestActivationCode, LicenseHistoryEvent as RestLicenseHistoryEvent } from '../../../contract/license.ts';
import type { PluginSource as RestPluginSource, PluginDetail as RestPluginDetail, PluginVersionEntry as RestPluginVersionEntry } from '../../../contract/plugin.ts';
import type { Doc as RestDoc } from '../../../contract/doc.ts';
import type { AccessToken as RestAccessToken, AccessTokenCreated as RestAccessTokenCreated } from '../../../contract/access-token.ts';
import type { Team as RestTeam, TeamMember as RestTeamMember, Seat as RestSeat, Invitation as RestInvitation } from '../../../contract/team.ts';
import type { PayStatusEvent } from '../subscriptions/pay-status.ts';
import type { Context } from '../graph/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time, e.g. 2026-11-16T08:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (multipart/form-data with operations, map and the file parts). */
  Upload: { input: UploadArgument; output: UploadArgument; }
};

/**
 * A personal access token of the signed-in publisher, for publishing from a terminal or a build
 * (npm run publish-extension). The token itself is shown only when it is made.
 */
export type AccessToken = {
  __typename?: 'AccessToken';
  createdAt: Scalars['DateTime']['output'];
  /** Past its expiry: refused, listed until revoked. */
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The last call that presented it; null when it was never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  scopes: Array<AccessTokenScope>;
};

/** A new token and the token itself, shown this once (only its hash is kept). */
export type AccessTokenCreated = {
  __typename?: 'AccessTokenCreated';
  accessToken: AccessToken;
  /** twp_…: send it as Authorization: Bearer <token>. It cannot be shown again. */
  token: Scalars['String']['output'];
};

export { AccessTokenScope };

/** The activation code of one license, as exported to 'Activation code.csv'. */
export type ActivationCode = {
  __typename?: 'ActivationCode';
  code: Scalars['String']['output'];
  licenseId: Scalars['ID']['output'];
};

/** One staff action of the audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** a dotted name: staff.create, staff.role, refund.approve, … */
  action: Scalars['String']['output'];
  actorKind: StaffActorKind;
  /** the member's username when it was written, or cli */
  actorName: Scalars['String']['output'];
  /** the subject after the action, as JSON text */
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** the subject before the action, as JSON text */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  subjectId: Scalars['String']['output'];
  subjectType: Scalars['String']['output'];
};

/** What to keep of the audit log; every field narrows it. */
export type AuditLogFilter = {
  /** the start of the action's name: staff. finds every staff action */
  action?: InputMaybe<Scalars['String']['input']>;
  /** the actor's name (any case), or cli */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** a date (2026-11-28) or an ISO time */
  from?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  subjectType?: InputMaybe<Scalars['String']['input']>;
  /** a date, taken whole, or an ISO time */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  entries: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A bearer token and the user it signs in. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Sent as Authorization: Bearer <token> (and as graphql-ws connectionParams.authorization). */
  token: Scalars['String']['output'];
  user: User;
};

/** A single-use captcha image and the id to send back with its code. */
export type Captcha = {
  __typename?: 'Captcha';
  /** A data-URL image, usable as an <img> src. */
  image: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** A password change by the signed-in user. */
export type ChangePasswordInput = {
  confirmNewPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  /** The current password. */
  password: Scalars['String']['input'];
};

/** One FAQ entry or feature: a title and its rich-text content. */
export type ContentEntry = {
  __typename?: 'ContentEntry';
  /** Rich text (HTML); sanitize before rendering. */
  content: Scalars['String']['output'];
  /** A stable anchor for deep links (/faq#key), the same in every language; null when the backend has none. */
  key?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type CreateAccessTokenInput = {
  /** 30, 90 or 365. */
  expiresInDays: Scalars['Int']['input'];
  /** What it is for ("CI on GitHub"), at most 64 characters. */
  name: Scalars['String']['input'];
};

/** Placing an order: OrderInput plus the buyer's details (company required only for the one-yuan trial). */
export type CreateOrderInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  invoiceAddress?: InputMaybe<Scalars['String']['input']>;
  /** For an invoice: the company name (发票抬头); with invoiceTaxNumber. */
  invoiceCompany?: InputMaybe<Scalars['String']['input']>;
  /** For an invoice: the VAT/GST id (纳税人识别号); with invoiceCompany. */
  invoiceTaxNumber?: InputMaybe<Scalars['String']['input']>;
  licenseTypeId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  paymentType: PaymentType;
  period: Scalars['Int']['input'];
  position?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  /** Renew this license in place: the order is one license of its edition (issue #25). */
  renewLicenseId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Renew these licenses in one order: all of one edition, each renewable by its own rules, each the buyer's own or a
   * seat of a team they own or manage; quantity is their number. renewLicenseId is the same with one.
   */
  renewLicenseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Buy for this team (its owner or a manager): once paid, the licenses are its seats, held by the buyer. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  use?: InputMaybe<Scalars['String']['input']>;
};

export type CreateStaffInput = {
  email: Scalars['String']['input'];
  role: StaffRole;
  username: Scalars['String']['input'];
};

/** A code that signs the same account in on the other language's site (see createCrossLoginCode). */
export type CrossLoginCode = {
  __typename?: 'CrossLoginCode';
  /** Single use; handed to the other site's frame by postMessage, never put in a URL. */
  code: Scalars['String']['output'];
  /** When it stops working (60 seconds after it was made). */
  expiresAt: Scalars['DateTime']['output'];
};

export { Currency };

/** A customer's page: who, their orders, their licences. */
export type CustomerDetail = {
  __typename?: 'CustomerDetail';
  createdAt: Scalars['DateTime']['output'];
  customer: StaffCustomer;
  licenses: Array<CustomerLicense>;
  orders: Array<CustomerOrder>;
};

/** One of a customer's licences with its whole history. */
export type CustomerLicense = {
  __typename?: 'CustomerLicense';
  edition: Scalars['String']['output'];
  expiredAt?: Maybe<Scalars['DateTime']['output']>;
  generated: Scalars['Boolean']['output'];
  history: Array<LicenseHistoryEvent>;
  id: Scalars['ID']['output'];
  machineName?: Maybe<Scalars['String']['output']>;
  mid?: Maybe<Scalars['String']['output']>;
  movesLeft: Scalars['Int']['output'];
  orderNo?: Maybe<Scalars['String']['output']>;
  /** Moves support made of this licence with the reasons given, oldest first (each is also a MOVED then a GENERATED event of its history). */
  supportMoves: Array<SupportMove>;
};

/** What the customer search matched. */
export enum CustomerMatch {
  Email = 'EMAIL',
  Mid = 'MID',
  OrderNo = 'ORDER_NO'
}

/** One of a customer's orders. */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  amount: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  edition: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderNo: Scalars['String']['output'];
  paid: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
};

/** The answer of the customer search box. */
export type CustomerSearch = {
  __typename?: 'CustomerSearch';
  customers: Array<StaffCustomer>;
  /** null when nothing matched */
  matched?: Maybe<CustomerMatch>;
};

/** Views of one day in one language. */
export type DayLocaleViews = {
  __typename?: 'DayLocaleViews';
  /** yyyy-mm-dd (UTC) */
  day: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** Views of one day of one path. */
export type DayPathViews = {
  __typename?: 'DayPathViews';
  day: Scalars['String']['output'];
  path: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** A choice of a form list: the text shown and the value sent. */
export type DictEntry = {
  __typename?: 'DictEntry';
  text: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The country, position and use lists, in the request's language. */
export type Dictionaries = {
  __typename?: 'Dictionaries';
  country: Array<DictEntry>;
  position: Array<DictEntry>;
  use: Array<DictEntry>;
};

/** A discount that applies for a number of months. */
export type Discount = {
  __typename?: 'Discount';
  description: Scalars['String']['output'];
  descriptionCn: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Months the discount applies to. */
  period: Scalars['Int']['output'];
};

/** A documentation page in the request's language. */
export type Doc = {
  __typename?: 'Doc';
  /** The whole page; its headings build the table of contents. */
  content: Scalars['String']['output'];
  updateDate?: Maybe<Scalars['DateTime']['output']>;
  version: Scalars['String']['output'];
};

/** Which documentation page. */
export enum DocKind {
  /** The exploit documentation (/exp). */
  Exp = 'EXP',
  /** The extension developer documentation (/doc). */
  Extension = 'EXTENSION',
  /** The Go exploit documentation (/goexp). */
  GoExp = 'GO_EXP'
}

/** An edition (license category) with its prices: month* amounts are for 3 months, year* for 12; dollar* ones in US dollars, the others in yuan. */
export type Edition = {
  __typename?: 'Edition';
  /** Base price in US dollars. */
  dollar: Scalars['Float']['output'];
  /** Price for 3 months in US dollars. */
  dollarMonthAmount: Scalars['Float']['output'];
  /** Price for 3 months in US dollars before the discount. */
  dollarMonthOriginalAmount: Scalars['Float']['output'];
  /** Price for 12 months in US dollars. */
  dollarYearAmount: Scalars['Float']['output'];
  /** Price for 12 months in US dollars before the discount. */
  dollarYearOriginalAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  monthAmount: Scalars['Float']['output'];
  monthDiscountAmount: Scalars['Float']['output'];
  monthOriginalAmount: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  nameCn: Scalars['String']['output'];
  /** Base price in yuan. */
  price: Scalars['Float']['output'];
  /** How the edition is sold: what its card and the order form offer. */
  sale: EditionSale;
  sequence: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  /** For the trial: the edition its "buy the full edition instead" switches to (bought for 3 months, not as a trial); null for any other edition. */
  upgradesTo?: Maybe<Edition>;
  yearAmount: Scalars['Float']['output'];
  yearDiscountAmount: Scalars['Float']['output'];
  yearOriginalAmount: Scalars['Float']['output'];
};

export { EditionSale };

/** A named group of FAQ entries. */
export type FaqGroup = {
  __typename?: 'FaqGroup';
  /** A stable anchor, the same in every language; null when the backend has none. */
  key?: Maybe<Scalars['String']['output']>;
  lists: Array<ContentEntry>;
  name: Scalars['String']['output'];
};

/** A named group of features. */
export type FeatureGroup = {
  __typename?: 'FeatureGroup';
  /** A stable anchor, the same in every language; null when the backend has none. */
  key?: Maybe<Scalars['String']['output']>;
  lists: Array<ContentEntry>;
  name: Scalars['String']['output'];
};

export type FinishStaffEnrolmentInput = {
  /** a current code of the authenticator */
  code: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Generate a license for a machine. With email the file is also mailed; a generated license without mid answers its file. */
export type GenerateLicenseInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  licenseId: Scalars['ID']['input'];
  /** A name for the machine (optional, at most 40 characters), shown in licence management and its history. */
  machineName?: InputMaybe<Scalars['String']['input']>;
  /** 32 letters or digits. */
  mid?: InputMaybe<Scalars['String']['input']>;
};

/** An invitation mailed and not yet accepted, withdrawn or expired. */
export type Invitation = {
  __typename?: 'Invitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** The link works until then (7 days), once. */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  language: InvitationLanguage;
  role: TeamRole;
};

/** The language an invitation mail is written in. */
export enum InvitationLanguage {
  En = 'EN',
  Zh = 'ZH'
}

/**
 * The company details an order's invoice is made out to, as given or as issued (issue #32). Given at checkout or
 * afterwards until the receipt is issued (at payment when the details were given before it, otherwise its first
 * download); an issued invoice never changes: a correction is a credit note from staff.
 */
export type InvoiceDetails = {
  __typename?: 'InvoiceDetails';
  address: Scalars['String']['output'];
  /** The company name (发票抬头); empty when none was given. */
  company: Scalars['String']['output'];
  /** Whether the details may still be added or changed (the receipt is not issued yet). */
  editable: Scalars['Boolean']['output'];
  issuedAt?: Maybe<Scalars['DateTime']['output']>;
  /** INV-<year>-<sequence> once the invoice is issued; null before. */
  number?: Maybe<Scalars['String']['output']>;
  /** The VAT/GST id (纳税人识别号); empty when none was given. */
  taxNumber: Scalars['String']['output'];
};

/** An order's invoice details; all empty clears them. */
export type InvoiceDetailsInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  orderNo: Scalars['ID']['input'];
  taxNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Which leads: any field left out does not filter. */
export type LeadFilter = {
  kind?: InputMaybe<LeadKind>;
  /** a member's id */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<LeadState>;
  /** only the leads nobody owns (ownerId is then ignored) */
  unowned?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a lead came in as: a trial request or a sales contact. */
export enum LeadKind {
  Sales = 'SALES',
  Trial = 'TRIAL'
}

/** A note on a lead: appended, never changed. */
export type LeadNote = {
  __typename?: 'LeadNote';
  /** the member's username, or cli */
  author: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A member of staff who may own a lead (sales or admin). */
export type LeadOwner = {
  __typename?: 'LeadOwner';
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** A quote as it was mailed to a sales contact. */
export type LeadQuote = {
  __typename?: 'LeadQuote';
  currency: Currency;
  discountAmount: Scalars['Float']['output'];
  /** the discounts' labels, in the contact's language */
  discounts: Array<Scalars['String']['output']>;
  edition: Scalars['String']['output'];
  leadId: Scalars['ID']['output'];
  mailedTo: Scalars['String']['output'];
  orderAmount: Scalars['Float']['output'];
  period: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

/** What a quote is for: an edition, a number of licences, a term in months, an optional coupon, a currency (default RMB). */
export type LeadQuoteInput = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Currency>;
  licenseTypeId: Scalars['ID']['input'];
  period: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};

/** Where a lead is in sales' pipeline: won and lost are closed. */
export enum LeadState {
  Contacted = 'CONTACTED',
  Lost = 'LOST',
  New = 'NEW',
  Won = 'WON'
}

/** A license the user owns. */
export type License = {
  __typename?: 'License';
  /** The edition, when known. */
  edition?: Maybe<Edition>;
  expiredAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was generated (the activation date). */
  generatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What happened to it, oldest first: generated, moved, released by the desktop client, renewed. Batched over a page. */
  history: Array<LicenseHistoryEvent>;
  id: Scalars['ID']['output'];
  /** The activation code. */
  key?: Maybe<Scalars['String']['output']>;
  /** Until when the activation code can be used. */
  keyExpiredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The edition's name as the list shows it; null when neither the row nor a known edition names one. */
  licenseTypeName?: Maybe<Scalars['String']['output']>;
  /** The name its owner gave the machine it is bound to; null when none, or not generated. */
  machineName?: Maybe<Scalars['String']['output']>;
  /** The machine id it is bound to; null until generated. */
  mid?: Maybe<Scalars['String']['output']>;
  /** When no move is left: from when the next one is possible. */
  movesAgainAt?: Maybe<Scalars['DateTime']['output']>;
  /** Moves to another machine still allowed now (at most 3 in 30 days); null when the upstream does not say. */
  movesLeft?: Maybe<Scalars['Int']['output']>;
  /** Months; -1 means 7 days. */
  period: Scalars['Int']['output'];
  /** Extra days on top of the period. */
  periodDay: Scalars['Int']['output'];
  /** What its owner can buy for it now (from 30 days before its end until 90 days after); null when nothing. */
  renewal?: Maybe<LicenseRenewal>;
  status: LicenseStatus;
  /** The name of the team whose seat it is; null when it is in no team. */
  teamName?: Maybe<Scalars['String']['output']>;
  /** The whole term in days when it is fixed (period -1: 7 + periodDay); null when it counts in months. */
  termDays?: Maybe<Scalars['Int']['output']>;
};

/** A license.key file (a compact JWS signed with Ed25519). */
export type LicenseFile = {
  __typename?: 'LicenseFile';
  /** The file's text. */
  content: Scalars['String']['output'];
  /** Always license.key. */
  fileName: Scalars['String']['output'];
  licenseId: Scalars['ID']['output'];
  /** The address it was mailed to, when sent by mail. */
  sentTo?: Maybe<Scalars['String']['output']>;
};

/** One thing that happened to a license. */
export type LicenseHistoryEvent = {
  __typename?: 'LicenseHistoryEvent';
  at: Scalars['DateTime']['output'];
  /** The license's end after the event. */
  expiredAt?: Maybe<Scalars['DateTime']['output']>;
  kind: LicenseHistoryKind;
  /** The name the owner gave that machine, if any. */
  machineName?: Maybe<Scalars['String']['output']>;
  /** GENERATED: the machine bound; MOVED and RELEASED: the machine it left. */
  mid?: Maybe<Scalars['String']['output']>;
  /** RENEWED and RENEWAL_REFUNDED: the end before. */
  previousExpiredAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What happened to a license. */
export enum LicenseHistoryKind {
  /** Bound to a machine (a file was generated or the desktop client activated). */
  Generated = 'GENERATED',
  /** Moved off a machine from the site (Move to another machine). */
  Moved = 'MOVED',
  /** Released by the desktop client itself, with its license file (counted as a move). */
  Released = 'RELEASED',
  /** A renewal refunded: the time it added was taken back. */
  RenewalRefunded = 'RENEWAL_REFUNDED',
  /** Renewed in place by a paid order. */
  Renewed = 'RENEWED'
}

/** A licence mail sent again. */
export type LicenseMailResent = {
  __typename?: 'LicenseMailResent';
  licenseId: Scalars['ID']['output'];
  to: Scalars['String']['output'];
};

/** A page of licenses. */
export type LicensePage = {
  __typename?: 'LicensePage';
  items: Array<License>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What a license's owner can buy for it. */
export enum LicenseRenewal {
  /** A 7-day trial is not renewable: its full edition instead. */
  FullEdition = 'FULL_EDITION',
  /** A subscription: the same license, on the same machine, for longer. */
  Renew = 'RENEW'
}

export { LicenseStatus };

/** An amount of money in one currency. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Float']['output'];
  currency: Currency;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Join a team with the token of the invitation mail's link, once. */
  acceptInvitation: Team;
  /** Verify the email with the token from the activation mail. */
  activateAccount: Scalars['Boolean']['output'];
  /** The buyer, an owner or manager of the team, moves licences they bought into it: each becomes a seat assigned to them. */
  addTeamSeats: Array<Seat>;
  /** Apply for a trial; answers the server's message. */
  applyForTrial: Scalars['String']['output'];
  /** Approve a pending upload: it enters the market; the publisher is mailed. Audited. */
  approveUpload: ReviewUpload;
  /** Gives a lead to an owner, or to nobody with null (sales). */
  assignLead: StaffLead;
  /**
   * Owners and managers: assign a seat to a member. A generated seat leaves its machine exactly as by moveLicense (its
   * file is revoked) and counts as one of its moves.
   */
  assignSeat: Seat;
  /** Cancel one of your unpaid orders: it is closed and can no longer be paid (a paid order cannot be cancelled). */
  cancelOrder: Order;
  changePassword: Scalars['Boolean']['output'];
  /** Gives a member another role, in effect on their next call (admins only). */
  changeStaffRole: StaffListMember;
  /** Post PayPal's return parameters; true when the order is paid. */
  completePayPalPayment: Scalars['Boolean']['output'];
  /** Contact sales; answers the server's message. */
  contactSales: Scalars['String']['output'];
  /** Make a publishing token; at most 10 unexpired ones per account. */
  createAccessToken: AccessTokenCreated;
  /** A short-lived, single-use code for signing the signed-in user in on the other language's site. */
  createCrossLoginCode: CrossLoginCode;
  createOrder: Order;
  /** Creates a member and answers their enrolment link (admins only). */
  createStaff: StaffCreated;
  /** Create a team; the caller owns it. */
  createTeam: Team;
  /** Delete one of your extensions: all its versions leave the market at once. */
  deletePlugin: Scalars['Boolean']['output'];
  /** Ends every session of a member; answers how many ended (admins only). */
  endStaffSessions: Scalars['Int']['output'];
  /** Activation codes of the given licenses, or of all licenses when all is true. */
  exportActivationCodes: Array<ActivationCode>;
  /** Sets the password and confirms the second factor with a current code; answers the recovery codes. */
  finishStaffEnrolment: StaffEnrolmentDone;
  generateLicense: LicenseFile;
  /** Grants a trial request a 7-day licence; the lead is won (sales). */
  grantLeadTrial: TrialGrant;
  /** The owner hands the team to another member; the former owner stays as a manager. */
  handOverTeam: Team;
  /**
   * Owners and managers: mail an invitation (MEMBER by default; OWNER is refused) in the chosen language (the site's by
   * default). The answer is the same whether or not the address has an account. Rate limited.
   */
  inviteToTeam: Invitation;
  /** A manager or member leaves the team; their seats go back to the owner. The owner hands the team over first. */
  leaveTeam: Scalars['Boolean']['output'];
  /** Moves an open lead to CONTACTED, WON (a sales contact) or LOST (with a reason) (sales). */
  moveLead: StaffLead;
  /**
   * Move a generated license to another machine: it returns to not generated with the same term and end, and
   * its file on the old machine is revoked. At most 3 moves in 30 days; the 4th is refused with the date it
   * becomes possible again.
   */
  moveLicense: License;
  /** Appends a note to a lead (sales). */
  noteLead: StaffLead;
  /** Prices a quote for a sales contact as an order would be priced, and mails it to the contact (sales). */
  quoteLead: LeadQuote;
  /** Trade a cross-site login code for a new session of the account it was made for. */
  redeemCrossLoginCode: AuthPayload;
  /** Replace the API key; answers the new key. */
  refreshApiKey: Scalars['String']['output'];
  /** Reject a pending upload with a reason the publisher reads. Audited. */
  rejectUpload: ReviewUpload;
  /**
   * The owner removes a manager or member, a manager removes a member. Their seats go back to the owner; a generated
   * seat leaves its machine (its file is revoked), never refused by the move limit.
   */
  removeTeamMember: Team;
  /** A new captcha (the old one, if any, is left to expire). */
  requestCaptcha: Captcha;
  /** Mail a reset link when username and email belong to one account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Ask staff to refund one of your paid orders within the refund period (once per order); the licences stay until it is granted. */
  requestRefund: Order;
  resendActivationMail: Scalars['Boolean']['output'];
  /** Mail a generated licence's file to its owner again. Support. Audited. */
  resendLicenseMail: LicenseMailResent;
  resetPassword: Scalars['Boolean']['output'];
  /** Revoke one of your publishing tokens: it is refused from now on. */
  revokeAccessToken: Scalars['Boolean']['output'];
  /** Adds, changes or clears an order's invoice details until its receipt is issued (then refused). */
  setInvoiceDetails: InvoiceDetails;
  /** Disables or enables a member (admins only). */
  setStaffDisabled: StaffListMember;
  /** The owner makes a member a MANAGER or a manager a MEMBER; the owner's own role changes only by handOverTeam. */
  setTeamRole: Team;
  signIn: AuthPayload;
  /** End this session: the bearer token is refused from now on. */
  signOut: Scalars['Boolean']['output'];
  /** End every session of the account, this one included. */
  signOutEverywhere: Scalars['Boolean']['output'];
  /** Create an account; an activation mail is sent. */
  signUp: SignUpPayload;
  /** Approve another member's refund request: the provider is asked (finance). */
  staffApproveRefund: StaffRefundApproval;
  /** A transfer arrived for this order, as the bank statement says; a mismatch needs an override reason (finance). */
  staffConfirmTransfer: StaffTransferConfirmation;
  /** Decline a refund request with a reason (finance). */
  staffDeclineRefund: StaffRefundApproval;
  /** Move a customer's licence to another machine with a reason (the buyer's move limits hold). Support. Audited. */
  staffMoveLicense: CustomerLicense;
  /** Request a paid order's refund; a second member must approve it (finance). */
  staffRequestRefund: StaffRefundApproval;
  /** Signs a member of staff in with a password and a code (or a recovery code). */
  staffSignIn: StaffSession;
  /** Ends this staff session. */
  staffSignOut: Scalars['Boolean']['output'];
  /** The URL of Alipay's own desktop payment page (alipay.trade.page.pay) to send the browser to: paying without scanning the checkstand's QR code. */
  startAlipayPagePayment: Scalars['String']['output'];
  /** The PayPal URL to send the browser to. */
  startPayPalPayment: Scalars['String']['output'];
  /** Opens an enrolment link: a fresh secret for the authenticator. */
  startStaffEnrolment: StaffEnrolment;
  /**
   * Upload an extension package (a .zip of at most 20 MB, as a multipart request; send the header
   * apollo-require-preflight: true). It is validated at once: a refusal lists every reason, one a line, in
   * the error message; an accepted upload waits for staff review (PENDING) with its warnings and queue position.
   */
  uploadPlugin: Plugin;
  /** Owners and managers: withdraw a pending invitation; its link is refused from then on. */
  withdrawInvitation: Scalars['Boolean']['output'];
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationActivateAccountArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddTeamSeatsArgs = {
  licenseIds: Array<Scalars['ID']['input']>;
  teamId: Scalars['ID']['input'];
};


export type MutationApplyForTrialArgs = {
  input: TrialInput;
};


export type MutationApproveUploadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAssignLeadArgs = {
  id: Scalars['ID']['input'];
  ownerId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAssignSeatArgs = {
  licenseId: Scalars['ID']['input'];
  memberId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderNo: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  role: StaffRole;
};


export type MutationCompletePayPalPaymentArgs = {
  input: PayPalReturnInput;
};


export type MutationContactSalesArgs = {
  input: SalesContactInput;
};


export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateStaffArgs = {
  input: CreateStaffInput;
};


export type MutationCreateTeamArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeletePluginArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndStaffSessionsArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationExportActivationCodesArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  licenseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationFinishStaffEnrolmentArgs = {
  input: FinishStaffEnrolmentInput;
};


export type MutationGenerateLicenseArgs = {
  input: GenerateLicenseInput;
};


export type MutationGrantLeadTrialArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHandOverTeamArgs = {
  memberId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationInviteToTeamArgs = {
  email: Scalars['String']['input'];
  language?: InputMaybe<InvitationLanguage>;
  role?: InputMaybe<TeamRole>;
  teamId: Scalars['ID']['input'];
};


export type MutationLeaveTeamArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationMoveLeadArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  state: LeadState;
};


export type MutationMoveLicenseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNoteLeadArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationQuoteLeadArgs = {
  id: Scalars['ID']['input'];
  input: LeadQuoteInput;
};


export type MutationRedeemCrossLoginCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationRejectUploadArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRemoveTeamMemberArgs = {
  memberId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRequestRefundArgs = {
  orderNo: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendActivationMailArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationResendLicenseMailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetInvoiceDetailsArgs = {
  input: InvoiceDetailsInput;
};


export type MutationSetStaffDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetTeamRoleArgs = {
  memberId: Scalars['ID']['input'];
  role: TeamRole;
  teamId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStaffApproveRefundArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffConfirmTransferArgs = {
  amount: Scalars['Float']['input'];
  orderNo: Scalars['String']['input'];
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  reference: Scalars['String']['input'];
};


export type MutationStaffDeclineRefundArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffMoveLicenseArgs = {
  id: Scalars['ID']['input'];
  mid: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffRequestRefundArgs = {
  orderNo: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffSignInArgs = {
  input: StaffSignInInput;
};


export type MutationStartAlipayPagePaymentArgs = {
  orderNo: Scalars['ID']['input'];
};


export type MutationStartPayPalPaymentArgs = {
  orderNo: Scalars['ID']['input'];
};


export type MutationStartStaffEnrolmentArgs = {
  token: Scalars['String']['input'];
};


export type MutationUploadPluginArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationWithdrawInvitationArgs = {
  id: Scalars['ID']['input'];
};

/** An order: the fields of the order list row and of the order detail. */
export type Order = {
  __typename?: 'Order';
  /** When the buyer cancelled it unpaid (it can no longer be paid); null when not cancelled or when the upstream does not say. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was placed. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its invoice details and invoice; null when the upstream's order detail does not say. */
  invoice?: Maybe<InvoiceDetails>;
  /** The edition's name. */
  licenseTypeName: Scalars['String']['output'];
  /** The edition's unit price for the period. */
  licenseTypePrice: Money;
  orderAmount: Money;
  orderNo: Scalars['ID']['output'];
  /** The payment provider's transaction number. */
  outerTradeNo?: Maybe<Scalars['String']['output']>;
  /** How to pay it by transfer or QR code; paymentType defaults to the order's own. */
  payInfo?: Maybe<PayInfo>;
  payStatus: OrderPayStatus;
  /** When it was paid; null until paid. */
  payTime?: Maybe<Scalars['DateTime']['output']>;
  paymentType: PaymentType;
  /** Months; -1 means 7 days. */
  period: Scalars['Int']['output'];
  /** Extra days on top of the period; null when the upstream's order detail does not say (the spec's detail has no period_day). */
  periodDay?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  /** Where its receipt (a PDF in the order's language) downloads, with the bearer token; null until it is paid. */
  receiptUrl?: Maybe<Scalars['String']['output']>;
  /** Why it was refunded ('Limit one purchase per person.' for a second one-yuan trial), in the request's language; null unless refunded. */
  refundReason?: Maybe<Scalars['String']['output']>;
  /** When the buyer asked for its refund (staff grant it; the licences stay until then); null when none was asked. */
  refundRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Until when the buyer may ask for its refund; null when a request would be refused (unpaid, refunded, asked, past the period). */
  refundableUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The license this order renews in place; null for an order that issues licenses. */
  renewedLicense?: Maybe<License>;
  /** Every license this order renews in place (one receipt for all); empty for an order that issues licenses. */
  renewedLicenseIds: Array<Scalars['ID']['output']>;
  /** The status the list shows, by display priority. */
  state: OrderState;
  /** The name of the team the order was bought for; null for an order bought for oneself. */
  teamName?: Maybe<Scalars['String']['output']>;
  /** The raw trade_status: 0 manual confirmation pending (company_pay), 4 refunded; null when none. */
  tradeStatus?: Maybe<Scalars['Int']['output']>;
};


/** An order: the fields of the order list row and of the order detail. */
export type OrderPayInfoArgs = {
  paymentType?: InputMaybe<PaymentType>;
};

/** What a price preview needs: the spec's perAdd payload. */
export type OrderInput = {
  /** From the page's query string. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  licenseTypeId: Scalars['ID']['input'];
  paymentType: PaymentType;
  /** Months: -1 (7 days) or 1 to 36. */
  period: Scalars['Int']['input'];
  /** Whole licenses, 1 to 1000. */
  quantity: Scalars['Int']['input'];
};

/** A page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export { OrderPayStatus };

/** The price preview of an order (nothing is created). */
export type OrderPreview = {
  __typename?: 'OrderPreview';
  discountAmount: Money;
  discounts: Array<Discount>;
  /** The edition's unit price for the period. */
  licenseTypePrice: Money;
  /** What the order costs, discounts applied. */
  orderAmount: Money;
  paymentType: PaymentType;
  /** Months; -1 means 7 days. */
  period: Scalars['Int']['output'];
  /** Extra days on top of the period. */
  periodDay: Scalars['Int']['output'];
};

/** What the order list shows, by the spec's display priority. */
export enum OrderState {
  /** trade_status 0 with company_pay: the bank transfer awaits staff confirmation. */
  Confirming = 'CONFIRMING',
  /** pay_status 0: not paid or failed (Pay Now is offered). */
  Failed = 'FAILED',
  /** pay_status 1: paid. */
  Paid = 'PAID',
  /** trade_status 4: refunded. */
  Refunded = 'REFUNDED'
}

/** Page views over a range of UTC days, both included. */
export type PageViewSummary = {
  __typename?: 'PageViewSummary';
  from: Scalars['String']['output'];
  perDayLocale: Array<DayLocaleViews>;
  perDayPath: Array<DayPathViews>;
  to: Scalars['String']['output'];
  /** the ten busiest paths, busiest first */
  topPaths: Array<PathViews>;
  total: Scalars['Int']['output'];
};

/** Views of one path over the range. */
export type PathViews = {
  __typename?: 'PathViews';
  path: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** How to pay an order by bank transfer or QR code; fields the method does not use are null. */
export type PayInfo = {
  __typename?: 'PayInfo';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** The remittance amount. */
  amount: Money;
  /** The bank's address, which an international wire asks for; null for a yuan account. */
  bankAddress?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  /** The account holder's (the beneficiary's) address, which an international wire asks for; null for a yuan account. */
  beneficiaryAddress?: Maybe<Scalars['String']['output']>;
  /** The note to put on the transfer. */
  orderNote?: Maybe<Scalars['String']['output']>;
  /** The same order priced now in the other currency (dollars for a yuan order, yuan for a dollar order); null when it has none there. */
  otherAmount?: Maybe<Money>;
  /** What the Alipay / WeChat Pay QR code encodes. */
  qrcodeUrl?: Maybe<Scalars['String']['output']>;
  /** The bank's SWIFT/BIC code, for a transfer from abroad into a US dollar account; null for a yuan account. */
  swiftCode?: Maybe<Scalars['String']['output']>;
};

/** The parameters PayPal put on the return URL, as received. */
export type PayPalReturnInput = {
  orderId?: InputMaybe<Scalars['String']['input']>;
  orderNo: Scalars['ID']['input'];
  payerId?: InputMaybe<Scalars['String']['input']>;
  paymentId?: InputMaybe<Scalars['String']['input']>;
  success?: InputMaybe<Scalars['Boolean']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A pay-status event of an order. Once paid, it also says how the payment ended, so the checkstand needs no
 * second query; each of those fields is null while unpaid, and null when the upstream's status answer does not
 * say it (an upstream that answers only the spec's status).
 */
export type PayStatus = {
  __typename?: 'PayStatus';
  orderNo: Scalars['ID']['output'];
  paid: Scalars['Boolean']['output'];
  /** Once paid: whether the payment was refunded because the buyer already had a one-yuan trial (one per person). */
  refundedAsSecondTrial?: Maybe<Scalars['Boolean']['output']>;
  /** Once paid: PAID, or REFUNDED when the upstream refunded the payment at once. */
  state?: Maybe<OrderState>;
  status: OrderPayStatus;
  /** Once paid: whether the order is the 7-day one-yuan trial (its success page differs). */
  trial?: Maybe<Scalars['Boolean']['output']>;
};

export { PayStatusFilter };

/** A payment method on offer with its label in the request's language. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  label: Scalars['String']['output'];
  type: PaymentType;
};

export { PaymentType };

/** An extension: a market entry, or one of the signed-in user's uploads (with its review). */
export type Plugin = {
  __typename?: 'Plugin';
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The manifest's displayName when it has one: what cards show in place of the name. */
  displayName?: Maybe<Scalars['String']['output']>;
  downloadCount: Scalars['Int']['output'];
  /** Where the zip package downloads, site-relative: /api/plugin-download/version_hash/{versionHash}. */
  downloadUrl: Scalars['String']['output'];
  /** The minimum product version this version runs on (e.g. 1.8.230). */
  engines: Scalars['String']['output'];
  /** Extension id: publisher.name. */
  extensionId: Scalars['String']['output'];
  /** Icon URL (32x32), site-relative: /api/plugin-icon/version_hash/{versionHash}; null when the package has none. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publisher: Scalars['String']['output'];
  /** Only on your own pending uploads: 1 = the next one staff review. */
  queuePosition?: Maybe<Scalars['Int']['output']>;
  /** The reviewer's reason, for rejected uploads. */
  reviewNote?: Maybe<Scalars['String']['output']>;
  /** Only on your own uploads. */
  reviewStatus?: Maybe<PluginReviewStatus>;
  /** Only on your own uploads: this upload (one version); id stays the extension's. */
  uploadId?: Maybe<Scalars['ID']['output']>;
  /** Only on your own uploads. */
  uploadedAt?: Maybe<Scalars['DateTime']['output']>;
  version: Scalars['String']['output'];
  versionHash: Scalars['String']['output'];
  /** The view entry points it adds (scanDia, scanRes, ipDetail.bannerTop, vulList, webfinder, leftNav, toolbar). */
  views: Array<Scalars['String']['output']>;
  /** Only on your own uploads: the validator's advice, in your language (never a reason to refuse). */
  warnings?: Maybe<Array<Scalars['String']['output']>>;
};

/** A market category with how many extensions it holds. */
export type PluginCategory = {
  __typename?: 'PluginCategory';
  category: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

/** An extension's detail view: its latest approved version with the package's README and changelog, and every approved version. */
export type PluginDetail = {
  __typename?: 'PluginDetail';
  category: Scalars['String']['output'];
  /** CHANGELOG.md of the package, markdown, in the request's language when translated. */
  changelog: Scalars['String']['output'];
  /** In the request's language when the package translates it. */
  description: Scalars['String']['output'];
  /** The manifest's displayName when it has one. */
  displayName?: Maybe<Scalars['String']['output']>;
  downloadCount: Scalars['Int']['output'];
  /** Where the latest version's zip downloads, site-relative. */
  downloadUrl: Scalars['String']['output'];
  /** The minimum product version the latest version runs on. */
  engines: Scalars['String']['output'];
  /** The lowest product version any approved version runs on. */
  enginesMin: Scalars['String']['output'];
  /** Extension id: publisher.name. */
  extensionId: Scalars['String']['output'];
  /** Icon URL (32x32), site-relative; null when the package has none. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publisher: Scalars['String']['output'];
  /** README.md of the package, markdown (render it sanitized), in the request's language when translated. */
  readme: Scalars['String']['output'];
  /** The latest approved version. */
  version: Scalars['String']['output'];
  versionHash: Scalars['String']['output'];
  /** Approved versions, newest first. */
  versions: Array<PluginVersion>;
  /** The view entry points it adds (scanDia, scanRes, ipDetail.bannerTop, vulList, webfinder, leftNav, toolbar). */
  views: Array<Scalars['String']['output']>;
};

/** A page of extensions. */
export type PluginPage = {
  __typename?: 'PluginPage';
  items: Array<Plugin>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export { PluginReviewStatus };

/** One approved version of an extension. */
export type PluginVersion = {
  __typename?: 'PluginVersion';
  /** When it reached the market. */
  date: Scalars['DateTime']['output'];
  /** Where its zip package downloads, site-relative. */
  downloadUrl: Scalars['String']['output'];
  /** The minimum product version it runs on. */
  engines: Scalars['String']['output'];
  /** SHA-256 of the zip, hex (the same as versionHash): what a downloaded file is checked against. */
  sha256: Scalars['String']['output'];
  /** Ed25519 signature of the zip's exact bytes, base64; the public key is at /api/plugin-signing-key. Null until signed. */
  signature?: Maybe<Scalars['String']['output']>;
  /** Where its signature downloads: downloadUrl plus .sig. */
  signatureUrl: Scalars['String']['output'];
  version: Scalars['String']['output'];
  versionHash: Scalars['String']['output'];
};

/** One PoC of a weekly push. */
export type PocPush = {
  __typename?: 'PocPush';
  assetCount: Scalars['Int']['output'];
  cveId: Scalars['String']['output'];
  cvss: Scalars['Float']['output'];
  /** An <img> tag or an http(s) URL; anything else must not be shown. */
  demoGifUrl: Scalars['String']['output'];
  description: Scalars['String']['output'];
  descriptionEn: Scalars['String']['output'];
  /** The asset search query; the client links it as base64 then URL-encoded. */
  fofaQuery: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  product: Scalars['String']['output'];
  /** Names of the releases that ship this PoC. */
  releasedAt: Array<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  tagsEn: Array<Scalars['String']['output']>;
};

/** The PoCs pushed in one week. */
export type PocPushGroup = {
  __typename?: 'PocPushGroup';
  /** Year and week, e.g. 2026-46. */
  createdAtWeek: Scalars['String']['output'];
  pushData: Array<PocPush>;
};

/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user's publishing tokens that are not revoked, newest first. */
  accessTokens: Array<AccessToken>;
  /** The user registration and service agreement (rich text) in the request's language; null when unavailable. */
  agreement?: Maybe<Scalars['String']['output']>;
  /** The audit log, newest first, filtered and paged (admins only; size at most 1000). */
  auditLog: AuditLogPage;
  /** How many licenses are still available for distribution (not generated). */
  availableLicenseCount: Scalars['Int']['output'];
  /** A customer's orders and licences; null when there is no such customer. Support and finance. */
  customer?: Maybe<CustomerDetail>;
  /** Customers found by order number, e-mail or MID. Support and finance. */
  customerSearch: CustomerSearch;
  dictionaries: Dictionaries;
  /** A documentation page in the request's language; null when it cannot be loaded. */
  doc?: Maybe<Doc>;
  /** The historical download list of the updates page, newest first. */
  downloads: Array<Version>;
  edition?: Maybe<Edition>;
  /** Editions on sale, by sequence. */
  editions: Array<Edition>;
  /** The newest product version extensions may target: the market's engines value. */
  enginesVersion?: Maybe<Scalars['String']['output']>;
  /** Product versions extensions may target, newest first: the market's engines filter. */
  enginesVersions: Array<Scalars['String']['output']>;
  /** FAQ groups in the request's language. */
  faqGroups: Array<FaqGroup>;
  /** Feature groups in the request's language. */
  featureGroups: Array<FeatureGroup>;
  /** One of the signed-in user's licenses; null when it is not theirs. */
  license?: Maybe<License>;
  /** The signed-in user's licenses (page size 20 by default). */
  licenses: LicensePage;
  /** The signed-in user; null without a valid token. */
  me?: Maybe<User>;
  /** The signed-in user's uploads, one per version, newest first, with their review status. */
  myPlugins: PluginPage;
  order?: Maybe<Order>;
  orderPreview: OrderPreview;
  /** The signed-in user's orders, newest first (page size 20 by default). */
  orders: OrderPage;
  paymentMethods: Array<PaymentMethod>;
  /** One extension of the market by its extension id (publisher.name); null unless approved and undeleted. */
  plugin?: Maybe<PluginDetail>;
  /** The market's categories, largest first. */
  pluginCategories: Array<PluginCategory>;
  /** Approved extensions; engines keeps those a product version runs (default page size 100, at most 10000). */
  plugins: PluginPage;
  /** Weekly PoC push groups, newest week first. */
  pocPushGroups: Array<PocPushGroup>;
  /** Extension uploads in queue order (oldest first); all states when none is given. Reviewers. */
  reviewQueue: Array<ReviewUpload>;
  /** One upload for review; null when there is none of that id. Reviewers. */
  reviewUpload?: Maybe<ReviewUploadDetail>;
  /** Who may own a lead (sales). */
  staffLeadOwners: Array<LeadOwner>;
  /** Trial requests and sales contacts, newest first (sales). */
  staffLeads: Array<StaffLead>;
  /** The same leads as CSV text, for a download (sales). */
  staffLeadsCsv: Scalars['String']['output'];
  /** The member of staff signed in with this staff session. */
  staffMe: StaffMember;
  /** Every member of staff (admins only). */
  staffMembers: Array<StaffListMember>;
  /** Page views from..to (yyyy-mm-dd; by default the last 30 days) (sales). */
  staffPageViews: PageViewSummary;
  /** The providers' notifications as kept, newest first (finance). */
  staffPaymentNotifications: Array<StaffPaymentNotification>;
  /** Refund requests of staff and of buyers (finance). */
  staffRefunds: StaffRefunds;
  /** The unpaid order a bank statement's reference names, when it was placed with another method and is not in the awaiting list; NOT_FOUND when none, a conflict with the reason when a transfer cannot pay it (finance). */
  staffTransferByReference: StaffAwaitingTransfer;
  /** Bank-transfer orders awaiting confirmation, oldest first (finance). */
  staffTransfers: Array<StaffAwaitingTransfer>;
  /** The teams the signed-in account belongs to, oldest first. */
  teams: Array<Team>;
  /** Released versions, newest first: the first is the latest. */
  versions: Array<Version>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryCustomerSearchArgs = {
  q: Scalars['String']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryDocArgs = {
  kind: DocKind;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryEditionArgs = {
  id: Scalars['ID']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryLicenseArgs = {
  id: Scalars['ID']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryLicensesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryMyPluginsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryOrderArgs = {
  orderNo: Scalars['ID']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryOrderPreviewArgs = {
  input: OrderInput;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  payStatus?: InputMaybe<PayStatusFilter>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryPluginArgs = {
  extensionId: Scalars['ID']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryPluginsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  engines?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryReviewQueueArgs = {
  state?: InputMaybe<ReviewState>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryReviewUploadArgs = {
  id: Scalars['ID']['input'];
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryStaffLeadsArgs = {
  filter?: InputMaybe<LeadFilter>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryStaffLeadsCsvArgs = {
  filter?: InputMaybe<LeadFilter>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryStaffPageViewsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryStaffPaymentNotificationsArgs = {
  orderNo?: InputMaybe<Scalars['String']['input']>;
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Fields whose resolver arrives with a later issue answer with extensions.code NOT_IMPLEMENTED. */
export type QueryStaffTransferByReferenceArgs = {
  reference: Scalars['String']['input'];
};

/** A new password set with the token from the reset mail. */
export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** What changed since the publisher's previous version. */
export type ReviewChanges = {
  __typename?: 'ReviewChanges';
  filesAdded: Array<ReviewFile>;
  filesChanged: Array<ReviewFileChange>;
  filesRemoved: Array<ReviewFile>;
  manifest: Array<ReviewManifestChange>;
  previousId: Scalars['ID']['output'];
  previousState: ReviewState;
  previousVersion: Scalars['String']['output'];
  /** null when the README is too long to compare line by line */
  readmeDiff?: Maybe<Array<ReviewDiffLine>>;
};

/** One line of the README's diff: op is ' ' kept, '+' added, '-' removed. */
export type ReviewDiffLine = {
  __typename?: 'ReviewDiffLine';
  line: Scalars['String']['output'];
  op: Scalars['String']['output'];
};

/** A file of an extension package. */
export type ReviewFile = {
  __typename?: 'ReviewFile';
  path: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

/** A file whose bytes changed between two versions. */
export type ReviewFileChange = {
  __typename?: 'ReviewFileChange';
  path: Scalars['String']['output'];
  sizeAfter: Scalars['Int']['output'];
  sizeBefore: Scalars['Int']['output'];
};

/** A top-level manifest field whose value changed (JSON text of each side). */
export type ReviewManifestChange = {
  __typename?: 'ReviewManifestChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** A secret the scanner found in a package (a vendored sample is advice; anything else would have refused it). */
export type ReviewSecret = {
  __typename?: 'ReviewSecret';
  file: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  verdict: Scalars['String']['output'];
};

/** Where an upload stands in review. */
export enum ReviewState {
  Approved = 'APPROVED',
  Pending = 'PENDING',
  Rejected = 'REJECTED'
}

/** One extension upload in the review queue. */
export type ReviewUpload = {
  __typename?: 'ReviewUpload';
  deleted: Scalars['Boolean']['output'];
  engines: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The publisher's username; null when the account is gone. */
  owner?: Maybe<Scalars['String']['output']>;
  publisher: Scalars['String']['output'];
  /** When it joined the queue: its queue age counts from here. */
  queuedAt: Scalars['DateTime']['output'];
  /** The reviewer's reason for a rejection. */
  reason?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The package's size in bytes. */
  size: Scalars['Int']['output'];
  state: ReviewState;
  version: Scalars['String']['output'];
  /** The validator's warnings in the request's language. */
  warnings: Array<Scalars['String']['output']>;
};

/** One upload as a reviewer reads it. */
export type ReviewUploadDetail = {
  __typename?: 'ReviewUploadDetail';
  /** null for an extension's first upload */
  changes?: Maybe<ReviewChanges>;
  files: Array<ReviewFile>;
  /** The manifest as pretty JSON. */
  manifest: Scalars['String']['output'];
  readme: Scalars['String']['output'];
  secrets: Array<ReviewSecret>;
  upload: ReviewUpload;
};

/** A request to the sales team for a demo or a quote. */
export type SalesContactInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  company: Scalars['String']['input'];
  country: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  licenseTypeId: Scalars['ID']['input'];
  /** Phone number. */
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  position: Scalars['String']['input'];
  /** Number of users; 1 by default. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  use: Scalars['String']['input'];
};

/** A team's licence and the member using it; the member acts on it as a buyer on their own licence. */
export type Seat = {
  __typename?: 'Seat';
  assignedAt: Scalars['DateTime']['output'];
  /**
   * When the desktop client last validated the seat on the machine it is bound to now (to the minute); null when it
   * has not since it was generated. With the licence's mid, generatedAt, expiredAt and renewal, the seat table's row.
   */
  lastValidatedAt?: Maybe<Scalars['DateTime']['output']>;
  license: License;
  member: TeamMember;
};

/** Sign in with a username or email address, a password and a captcha. */
export type SignInInput = {
  /** The code read from the captcha image. */
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** Username or email address. */
  username: Scalars['String']['input'];
  /** The uuid of that captcha. */
  uuid: Scalars['ID']['input'];
};

/** The sign-up form. */
export type SignUpInput = {
  /** The agreement the user accepted, as text. */
  agreement: Scalars['String']['input'];
  code: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

/** The answer of signing up: the new user's id, for resending the activation mail. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  id: Scalars['ID']['output'];
};

/** Who is acting: a member of staff, or the admin CLI's shared token. */
export enum StaffActorKind {
  Cli = 'CLI',
  Staff = 'STAFF'
}

/** A bank-transfer order awaiting confirmation: its transfer's reference is its order number. */
export type StaffAwaitingTransfer = {
  __typename?: 'StaffAwaitingTransfer';
  buyerEmail: Scalars['String']['output'];
  buyerName: Scalars['String']['output'];
  /** when the order was placed: its age */
  createdAt: Scalars['DateTime']['output'];
  orderNo: Scalars['String']['output'];
  total: Money;
};

/** A buyer's refund request no member has taken up yet. */
export type StaffBuyerRefundRequest = {
  __typename?: 'StaffBuyerRefundRequest';
  buyerName: Scalars['String']['output'];
  orderNo: Scalars['String']['output'];
  paymentType: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  total: Money;
};

/** A member just created, with their one-time enrolment link (72 hours), shown once and mailed to them. */
export type StaffCreated = {
  __typename?: 'StaffCreated';
  enrolmentLink: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  member: StaffListMember;
};

/** A customer account as support sees it. */
export type StaffCustomer = {
  __typename?: 'StaffCustomer';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** What an enrolment link opens: the TOTP secret for an authenticator, as text and as the otpauth URI its QR code holds. */
export type StaffEnrolment = {
  __typename?: 'StaffEnrolment';
  otpauthUri: Scalars['String']['output'];
  secret: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** Enrolment done: the 10 single-use recovery codes, shown this once. */
export type StaffEnrolmentDone = {
  __typename?: 'StaffEnrolmentDone';
  recoveryCodes: Array<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

/** A trial request or sales contact as sales work it. */
export type StaffLead = {
  __typename?: 'StaffLead';
  comment?: Maybe<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  edition: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: LeadKind;
  /** why it was lost (a trial applicant was mailed it) */
  lostReason?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** in the order they were written */
  notes: Array<LeadNote>;
  owner?: Maybe<LeadOwner>;
  position: Scalars['String']['output'];
  quantity?: Maybe<Scalars['Int']['output']>;
  state: LeadState;
  updatedAt: Scalars['DateTime']['output'];
  use: Scalars['String']['output'];
};

/** A member of staff as the staff list shows them (admins only). */
export type StaffListMember = {
  __typename?: 'StaffListMember';
  createdAt: Scalars['DateTime']['output'];
  disabled: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  /** whether they have set their password and second factor */
  enrolled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** null if they never signed in */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  role: StaffRole;
  username: Scalars['String']['output'];
};

/** A member of staff as the back office shows them. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** null for the admin CLI's token, which is no member */
  id?: Maybe<Scalars['ID']['output']>;
  kind: StaffActorKind;
  role: StaffRole;
  username: Scalars['String']['output'];
};

/** A provider's notification as it was kept: its verification and what it changed. */
export type StaffPaymentNotification = {
  __typename?: 'StaffPaymentNotification';
  event?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  orderNo?: Maybe<Scalars['String']['output']>;
  /** what it changed */
  outcome: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  /** why it did not verify */
  reason?: Maybe<Scalars['String']['output']>;
  receivedAt: Scalars['DateTime']['output'];
  verified: Scalars['Boolean']['output'];
};

/** A refund one member requested; a second approves it before the provider is asked, or declines it. */
export type StaffRefundApproval = {
  __typename?: 'StaffRefundApproval';
  buyerName: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<Scalars['String']['output']>;
  declineReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  orderNo: Scalars['String']['output'];
  /** null until approved */
  outcome?: Maybe<StaffRefundOutcome>;
  paymentType: Scalars['String']['output'];
  /** why the provider refused */
  providerReason?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  requestedBy: Scalars['String']['output'];
  state: StaffRefundState;
  total: Money;
};

/** What the provider made of an approved refund. */
export enum StaffRefundOutcome {
  Pending = 'PENDING',
  Refused = 'REFUSED',
  Succeeded = 'SUCCEEDED'
}

export enum StaffRefundState {
  Approved = 'APPROVED',
  Declined = 'DECLINED',
  /** waiting for a second person */
  Requested = 'REQUESTED'
}

export type StaffRefunds = {
  __typename?: 'StaffRefunds';
  /** newest first */
  approvals: Array<StaffRefundApproval>;
  /** oldest first */
  buyerRequests: Array<StaffBuyerRefundRequest>;
};

/** A staff role: what a member may do. Admins manage staff and may do what every role does. */
export enum StaffRole {
  Admin = 'ADMIN',
  /** bank transfers, refunds, payment notifications */
  Finance = 'FINANCE',
  /** extension review */
  Reviewer = 'REVIEWER',
  /** trial requests, sales contacts, quotes */
  Sales = 'SALES',
  /** reads orders and licences, resends a licence mail, moves a licence for a customer */
  Support = 'SUPPORT'
}

/** A staff session: its token (tws_…) for 8 hours and the member. */
export type StaffSession = {
  __typename?: 'StaffSession';
  expiresAt: Scalars['DateTime']['output'];
  member: StaffMember;
  token: Scalars['String']['output'];
};

export type StaffSignInInput = {
  /** the authenticator's 6-digit code, or a recovery code */
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** What confirming a transfer did. */
export type StaffTransferConfirmation = {
  __typename?: 'StaffTransferConfirmation';
  /** false when the order was already paid */
  changed: Scalars['Boolean']['output'];
  licenses: Scalars['Int']['output'];
  /** false when it was confirmed with an override reason */
  matched: Scalars['Boolean']['output'];
  orderNo: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Emits the order's pay status on change; ends once it is paid. */
  orderPayStatus: PayStatus;
};


export type SubscriptionOrderPayStatusArgs = {
  orderNo: Scalars['ID']['input'];
};

/** A move support made for the customer, as the audit log keeps it. Staff only: the buyer's history shows the move without its reason. */
export type SupportMove = {
  __typename?: 'SupportMove';
  at: Scalars['DateTime']['output'];
  /** the member of staff (or cli) */
  by: Scalars['String']['output'];
  fromMid?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  toMid?: Maybe<Scalars['String']['output']>;
};

/**
 * A team: it owns licences, and each of its seats is a licence assigned to a member. Owners and managers see every
 * member, seat and pending invitation; a member sees only themselves and the seats given to them.
 */
export type Team = {
  __typename?: 'Team';
  id: Scalars['ID']['output'];
  /** Pending invitations, newest first (owners and managers; empty for a member). */
  invitations: Array<Invitation>;
  members: Array<TeamMember>;
  name: Scalars['String']['output'];
  /** The caller's role in it. */
  role: TeamRole;
  seats: Array<Seat>;
};

/** One account in a team. */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** The member's account id (what assignSeat and handOverTeam take). */
  id: Scalars['ID']['output'];
  joinedAt: Scalars['DateTime']['output'];
  role: TeamRole;
  username: Scalars['String']['output'];
};

export { TeamRole };

/** A trial granted: its licence, and whose licence management it is in (null: the code was mailed). */
export type TrialGrant = {
  __typename?: 'TrialGrant';
  coverageBefore: Scalars['String']['output'];
  email: Scalars['String']['output'];
  leadId: Scalars['ID']['output'];
  licenseId: Scalars['ID']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

/** A trial application (captcha checked). */
export type TrialInput = {
  code: Scalars['String']['input'];
  company: Scalars['String']['input'];
  country: Scalars['String']['input'];
  email: Scalars['String']['input'];
  licenseTypeId: Scalars['ID']['input'];
  /** 32 letters or digits; the form does not ask for it. */
  mid?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  position: Scalars['String']['input'];
  use: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

/** A signed-in user's profile. */
export type User = {
  __typename?: 'User';
  country?: Maybe<Scalars['String']['output']>;
  /** When the account was created (the profile's join date). */
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The API key, shown with Refresh Key and Copy Key. */
  key?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  status: UserStatus;
  username: Scalars['String']['output'];
};

export { UserStatus };

/** A released build of the desktop scanner with its per-OS downloads. */
export type Version = {
  __typename?: 'Version';
  /** Release notes, plain text; null when the release has none. */
  content?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  linuxDownloadUrl: Scalars['String']['output'];
  macDownloadUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  version: Scalars['String']['output'];
  versionBase: Scalars['String']['output'];
  winDownloadUrl: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessToken: ResolverTypeWrapper<RestAccessToken>;
  AccessTokenCreated: ResolverTypeWrapper<RestAccessTokenCreated>;
  AccessTokenScope: AccessTokenScope;
  ActivationCode: ResolverTypeWrapper<RestActivationCode>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: ResolverTypeWrapper<AuditLogPage>;
  AuthPayload: ResolverTypeWrapper<RestSignInAnswer>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Captcha: ResolverTypeWrapper<RestCaptcha>;
  ChangePasswordInput: ChangePasswordInput;
  ContentEntry: ResolverTypeWrapper<RestContentEntry>;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateOrderInput: CreateOrderInput;
  CreateStaffInput: CreateStaffInput;
  CrossLoginCode: ResolverTypeWrapper<CrossLoginCode>;
  Currency: Currency;
  CustomerDetail: ResolverTypeWrapper<Omit<CustomerDetail, 'licenses'> & { licenses: Array<ResolversTypes['CustomerLicense']> }>;
  CustomerLicense: ResolverTypeWrapper<Omit<CustomerLicense, 'history'> & { history: Array<ResolversTypes['LicenseHistoryEvent']> }>;
  CustomerMatch: CustomerMatch;
  CustomerOrder: ResolverTypeWrapper<CustomerOrder>;
  CustomerSearch: ResolverTypeWrapper<CustomerSearch>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayLocaleViews: ResolverTypeWrapper<DayLocaleViews>;
  DayPathViews: ResolverTypeWrapper<DayPathViews>;
  DictEntry: ResolverTypeWrapper<RestDictEntry>;
  Dictionaries: ResolverTypeWrapper<Omit<Dictionaries, 'country' | 'position' | 'use'> & { country: Array<ResolversTypes['DictEntry']>, position: Array<ResolversTypes['DictEntry']>, use: Array<ResolversTypes['DictEntry']> }>;
  Discount: ResolverTypeWrapper<RestDiscount>;
  Doc: ResolverTypeWrapper<RestDoc>;
  DocKind: DocKind;
  Edition: ResolverTypeWrapper<RestEdition>;
  EditionSale: EditionSale;
  FaqGroup: ResolverTypeWrapper<RestContentGroup>;
  FeatureGroup: ResolverTypeWrapper<RestContentGroup>;
  FinishStaffEnrolmentInput: FinishStaffEnrolmentInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateLicenseInput: GenerateLicenseInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<RestInvitation>;
  InvitationLanguage: InvitationLanguage;
  InvoiceDetails: ResolverTypeWrapper<RestInvoiceDetails>;
  InvoiceDetailsInput: InvoiceDetailsInput;
  LeadFilter: LeadFilter;
  LeadKind: LeadKind;
  LeadNote: ResolverTypeWrapper<LeadNote>;
  LeadOwner: ResolverTypeWrapper<LeadOwner>;
  LeadQuote: ResolverTypeWrapper<LeadQuote>;
  LeadQuoteInput: LeadQuoteInput;
  LeadState: LeadState;
  License: ResolverTypeWrapper<RestLicense>;
  LicenseFile: ResolverTypeWrapper<LicenseFile>;
  LicenseHistoryEvent: ResolverTypeWrapper<RestLicenseHistoryEvent>;
  LicenseHistoryKind: LicenseHistoryKind;
  LicenseMailResent: ResolverTypeWrapper<LicenseMailResent>;
  LicensePage: ResolverTypeWrapper<Omit<LicensePage, 'items'> & { items: Array<ResolversTypes['License']> }>;
  LicenseRenewal: LicenseRenewal;
  LicenseStatus: LicenseStatus;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<RestOrderSource>;
  OrderInput: OrderInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPayStatus: OrderPayStatus;
  OrderPreview: ResolverTypeWrapper<RestOrderPreview>;
  OrderState: OrderState;
  PageViewSummary: ResolverTypeWrapper<PageViewSummary>;
  PathViews: ResolverTypeWrapper<PathViews>;
  PayInfo: ResolverTypeWrapper<RestPricedPayInfo>;
  PayPalReturnInput: PayPalReturnInput;
  PayStatus: ResolverTypeWrapper<PayStatusEvent>;
  PayStatusFilter: PayStatusFilter;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentType: PaymentType;
  Plugin: ResolverTypeWrapper<RestPluginSource>;
  PluginCategory: ResolverTypeWrapper<PluginCategory>;
  PluginDetail: ResolverTypeWrapper<RestPluginDetail>;
  PluginPage: ResolverTypeWrapper<Omit<PluginPage, 'items'> & { items: Array<ResolversTypes['Plugin']> }>;
  PluginReviewStatus: PluginReviewStatus;
  PluginVersion: ResolverTypeWrapper<RestPluginVersionEntry>;
  PocPush: ResolverTypeWrapper<RestPocPush>;
  PocPushGroup: ResolverTypeWrapper<RestPocPushGroup>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordInput: ResetPasswordInput;
  ReviewChanges: ResolverTypeWrapper<ReviewChanges>;
  ReviewDiffLine: ResolverTypeWrapper<ReviewDiffLine>;
  ReviewFile: ResolverTypeWrapper<ReviewFile>;
  ReviewFileChange: ResolverTypeWrapper<ReviewFileChange>;
  ReviewManifestChange: ResolverTypeWrapper<ReviewManifestChange>;
  ReviewSecret: ResolverTypeWrapper<ReviewSecret>;
  ReviewState: ReviewState;
  ReviewUpload: ResolverTypeWrapper<ReviewUpload>;
  ReviewUploadDetail: ResolverTypeWrapper<ReviewUploadDetail>;
  SalesContactInput: SalesContactInput;
  Seat: ResolverTypeWrapper<RestSeat>;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<RestSignUpAnswer>;
  StaffActorKind: StaffActorKind;
  StaffAwaitingTransfer: ResolverTypeWrapper<StaffAwaitingTransfer>;
  StaffBuyerRefundRequest: ResolverTypeWrapper<StaffBuyerRefundRequest>;
  StaffCreated: ResolverTypeWrapper<StaffCreated>;
  StaffCustomer: ResolverTypeWrapper<StaffCustomer>;
  StaffEnrolment: ResolverTypeWrapper<StaffEnrolment>;
  StaffEnrolmentDone: ResolverTypeWrapper<StaffEnrolmentDone>;
  StaffLead: ResolverTypeWrapper<StaffLead>;
  StaffListMember: ResolverTypeWrapper<StaffListMember>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffPaymentNotification: ResolverTypeWrapper<StaffPaymentNotification>;
  StaffRefundApproval: ResolverTypeWrapper<StaffRefundApproval>;
  StaffRefundOutcome: StaffRefundOutcome;
  StaffRefundState: StaffRefundState;
  StaffRefunds: ResolverTypeWrapper<StaffRefunds>;
  StaffRole: StaffRole;
  StaffSession: ResolverTypeWrapper<StaffSession>;
  StaffSignInInput: StaffSignInInput;
  StaffTransferConfirmation: ResolverTypeWrapper<StaffTransferConfirmation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupportMove: ResolverTypeWrapper<SupportMove>;
  Team: ResolverTypeWrapper<RestTeam>;
  TeamMember: ResolverTypeWrapper<RestTeamMember>;
  TeamRole: TeamRole;
  TrialGrant: ResolverTypeWrapper<TrialGrant>;
  TrialInput: TrialInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<RestUser>;
  UserStatus: UserStatus;
  Version: ResolverTypeWrapper<RestVersion>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessToken: RestAccessToken;
  AccessTokenCreated: RestAccessTokenCreated;
  ActivationCode: RestActivationCode;
  AuditEntry: AuditEntry;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: AuditLogPage;
  AuthPayload: RestSignInAnswer;
  Boolean: Scalars['Boolean']['output'];
  Captcha: RestCaptcha;
  ChangePasswordInput: ChangePasswordInput;
  ContentEntry: RestContentEntry;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateOrderInput: CreateOrderInput;
  CreateStaffInput: CreateStaffInput;
  CrossLoginCode: CrossLoginCode;
  CustomerDetail: Omit<CustomerDetail, 'licenses'> & { licenses: Array<ResolversParentTypes['CustomerLicense']> };
  CustomerLicense: Omit<CustomerLicense, 'history'> & { history: Array<ResolversParentTypes['LicenseHistoryEvent']> };
  CustomerOrder: CustomerOrder;
  CustomerSearch: CustomerSearch;
  DateTime: Scalars['DateTime']['output'];
  DayLocaleViews: DayLocaleViews;
  DayPathViews: DayPathViews;
  DictEntry: RestDictEntry;
  Dictionaries: Omit<Dictionaries, 'country' | 'position' | 'use'> & { country: Array<ResolversParentTypes['DictEntry']>, position: Array<ResolversParentTypes['DictEntry']>, use: Array<ResolversParentTypes['DictEntry']> };
  Discount: RestDiscount;
  Doc: RestDoc;
  Edition: RestEdition;
  FaqGroup: RestContentGroup;
  FeatureGroup: RestContentGroup;
  FinishStaffEnrolmentInput: FinishStaffEnrolmentInput;
  Float: Scalars['Float']['output'];
  GenerateLicenseInput: GenerateLicenseInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: RestInvitation;
  InvoiceDetails: RestInvoiceDetails;
  InvoiceDetailsInput: InvoiceDetailsInput;
  LeadFilter: LeadFilter;
  LeadNote: LeadNote;
  LeadOwner: LeadOwner;
  LeadQuote: LeadQuote;
  LeadQuoteInput: LeadQuoteInput;
  License: RestLicense;
  LicenseFile: LicenseFile;
  LicenseHistoryEvent: RestLicenseHistoryEvent;
  LicenseMailResent: LicenseMailResent;
  LicensePage: Omit<LicensePage, 'items'> & { items: Array<ResolversParentTypes['License']> };
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: RestOrderSource;
  OrderInput: OrderInput;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPreview: RestOrderPreview;
  PageViewSummary: PageViewSummary;
  PathViews: PathViews;
  PayInfo: RestPricedPayInfo;
  PayPalReturnInput: PayPalReturnInput;
  PayStatus: PayStatusEvent;
  PaymentMethod: PaymentMethod;
  Plugin: RestPluginSource;
  PluginCategory: PluginCategory;
  PluginDetail: RestPluginDetail;
  PluginPage: Omit<PluginPage, 'items'> & { items: Array<ResolversParentTypes['Plugin']> };
  PluginVersion: RestPluginVersionEntry;
  PocPush: RestPocPush;
  PocPushGroup: RestPocPushGroup;
  Query: Record<PropertyKey, never>;
  ResetPasswordInput: ResetPasswordInput;
  ReviewChanges: ReviewChanges;
  ReviewDiffLine: ReviewDiffLine;
  ReviewFile: ReviewFile;
  ReviewFileChange: ReviewFileChange;
  ReviewManifestChange: ReviewManifestChange;
  ReviewSecret: ReviewSecret;
  ReviewUpload: ReviewUpload;
  ReviewUploadDetail: ReviewUploadDetail;
  SalesContactInput: SalesContactInput;
  Seat: RestSeat;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  SignUpPayload: RestSignUpAnswer;
  StaffAwaitingTransfer: StaffAwaitingTransfer;
  StaffBuyerRefundRequest: StaffBuyerRefundRequest;
  StaffCreated: StaffCreated;
  StaffCustomer: StaffCustomer;
  StaffEnrolment: StaffEnrolment;
  StaffEnrolmentDone: StaffEnrolmentDone;
  StaffLead: StaffLead;
  StaffListMember: StaffListMember;
  StaffMember: StaffMember;
  StaffPaymentNotification: StaffPaymentNotification;
  StaffRefundApproval: StaffRefundApproval;
  StaffRefunds: StaffRefunds;
  StaffSession: StaffSession;
  StaffSignInInput: StaffSignInInput;
  StaffTransferConfirmation: StaffTransferConfirmation;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupportMove: SupportMove;
  Team: RestTeam;
  TeamMember: RestTeamMember;
  TrialGrant: TrialGrant;
  TrialInput: TrialInput;
  Upload: Scalars['Upload']['output'];
  User: RestUser;
  Version: RestVersion;
}>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccessTokenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['AccessTokenScope']>, ParentType, ContextType>;
}>;

export type AccessTokenCreatedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccessTokenCreated'] = ResolversParentTypes['AccessTokenCreated']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccessTokenScopeResolvers = EnumResolverSignature<{ PUBLISH?: any }, ResolversTypes['AccessTokenScope']>;

export type ActivationCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivationCode'] = ResolversParentTypes['ActivationCode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorKind?: Resolver<ResolversTypes['StaffActorKind'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditLogPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type CaptchaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ContentEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentEntry'] = ResolversParentTypes['ContentEntry']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrossLoginCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CrossLoginCode'] = ResolversParentTypes['CrossLoginCode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CurrencyResolvers = EnumResolverSignature<{ RMB?: any, USD?: any }, ResolversTypes['Currency']>;

export type CustomerDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerDetail'] = ResolversParentTypes['CustomerDetail']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['StaffCustomer'], ParentType, ContextType>;
  licenses?: Resolver<Array<ResolversTypes['CustomerLicense']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
}>;

export type CustomerLicenseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerLicense'] = ResolversParentTypes['CustomerLicense']> = ResolversObject<{
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  generated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['LicenseHistoryEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  machineName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportMoves?: Resolver<Array<ResolversTypes['SupportMove']>, ParentType, ContextType>;
}>;

export type CustomerOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomerSearchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerSearch'] = ResolversParentTypes['CustomerSearch']> = ResolversObject<{
  customers?: Resolver<Array<ResolversTypes['StaffCustomer']>, ParentType, ContextType>;
  matched?: Resolver<Maybe<ResolversTypes['CustomerMatch']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayLocaleViewsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DayLocaleViews'] = ResolversParentTypes['DayLocaleViews']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DayPathViewsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DayPathViews'] = ResolversParentTypes['DayPathViews']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DictEntry'] = ResolversParentTypes['DictEntry']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DictionariesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dictionaries'] = ResolversParentTypes['Dictionaries']> = ResolversObject<{
  country?: Resolver<Array<ResolversTypes['DictEntry']>, ParentType, ContextType>;
  position?: Resolver<Array<ResolversTypes['DictEntry']>, ParentType, ContextType>;
  use?: Resolver<Array<ResolversTypes['DictEntry']>, ParentType, ContextType>;
}>;

export type DiscountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionCn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DocResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Doc'] = ResolversParentTypes['Doc']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updateDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EditionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Edition'] = ResolversParentTypes['Edition']> = ResolversObject<{
  dollar?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dollarMonthAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dollarMonthOriginalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dollarYearAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dollarYearOriginalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthDiscountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthOriginalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameCn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['EditionSale'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upgradesTo?: Resolver<Maybe<ResolversTypes['Edition']>, ParentType, ContextType>;
  yearAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearDiscountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearOriginalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type EditionSaleResolvers = EnumResolverSignature<{ FREE?: any, QUOTE?: any, SUBSCRIPTION?: any, TRIAL?: any }, ResolversTypes['EditionSale']>;

export type FaqGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqGroup'] = ResolversParentTypes['FaqGroup']> = ResolversObject<{
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['ContentEntry']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeatureGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeatureGroup'] = ResolversParentTypes['FeatureGroup']> = ResolversObject<{
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['ContentEntry']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['InvitationLanguage'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
}>;

export type InvoiceDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceDetails'] = ResolversParentTypes['InvoiceDetails']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issuedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadNote'] = ResolversParentTypes['LeadNote']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadOwnerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadOwner'] = ResolversParentTypes['LeadOwner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadQuoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadQuote'] = ResolversParentTypes['LeadQuote']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailedTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LicenseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = ResolversObject<{
  edition?: Resolver<Maybe<ResolversTypes['Edition']>, ParentType, ContextType>;
  expiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  generatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['LicenseHistoryEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyExpiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  licenseTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  machineName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movesAgainAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  movesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewal?: Resolver<Maybe<ResolversTypes['LicenseRenewal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LicenseStatus'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LicenseFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LicenseFile'] = ResolversParentTypes['LicenseFile']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LicenseHistoryEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LicenseHistoryEvent'] = ResolversParentTypes['LicenseHistoryEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LicenseHistoryKind'], ParentType, ContextType>;
  machineName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousExpiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type LicenseMailResentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LicenseMailResent'] = ResolversParentTypes['LicenseMailResent']> = ResolversObject<{
  licenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LicensePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LicensePage'] = ResolversParentTypes['LicensePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['License']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LicenseStatusResolvers = EnumResolverSignature<{ GENERATED?: any, NOT_GENERATED?: any }, ResolversTypes['LicenseStatus']>;

export type MoneyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  activateAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'token'>>;
  addTeamSeats?: Resolver<Array<ResolversTypes['Seat']>, ParentType, ContextType, RequireFields<MutationAddTeamSeatsArgs, 'licenseIds' | 'teamId'>>;
  applyForTrial?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationApplyForTrialArgs, 'input'>>;
  approveUpload?: Resolver<ResolversTypes['ReviewUpload'], ParentType, ContextType, RequireFields<MutationApproveUploadArgs, 'id'>>;
  assignLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationAssignLeadArgs, 'id'>>;
  assignSeat?: Resolver<ResolversTypes['Seat'], ParentType, ContextType, RequireFields<MutationAssignSeatArgs, 'licenseId' | 'memberId'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderNo'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffListMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'id' | 'role'>>;
  completePayPalPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCompletePayPalPaymentArgs, 'input'>>;
  contactSales?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationContactSalesArgs, 'input'>>;
  createAccessToken?: Resolver<ResolversTypes['AccessTokenCreated'], ParentType, ContextType, RequireFields<MutationCreateAccessTokenArgs, 'input'>>;
  createCrossLoginCode?: Resolver<ResolversTypes['CrossLoginCode'], ParentType, ContextType>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createStaff?: Resolver<ResolversTypes['StaffCreated'], ParentType, ContextType, RequireFields<MutationCreateStaffArgs, 'input'>>;
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'name'>>;
  deletePlugin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePluginArgs, 'id'>>;
  endStaffSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationEndStaffSessionsArgs, 'id'>>;
  exportActivationCodes?: Resolver<Array<ResolversTypes['ActivationCode']>, ParentType, ContextType, Partial<MutationExportActivationCodesArgs>>;
  finishStaffEnrolment?: Resolver<ResolversTypes['StaffEnrolmentDone'], ParentType, ContextType, RequireFields<MutationFinishStaffEnrolmentArgs, 'input'>>;
  generateLicense?: Resolver<ResolversTypes['LicenseFile'], ParentType, ContextType, RequireFields<MutationGenerateLicenseArgs, 'input'>>;
  grantLeadTrial?: Resolver<ResolversTypes['TrialGrant'], ParentType, ContextType, RequireFields<MutationGrantLeadTrialArgs, 'id'>>;
  handOverTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationHandOverTeamArgs, 'memberId' | 'teamId'>>;
  inviteToTeam?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationInviteToTeamArgs, 'email' | 'teamId'>>;
  leaveTeam?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveTeamArgs, 'teamId'>>;
  moveLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationMoveLeadArgs, 'id' | 'state'>>;
  moveLicense?: Resolver<ResolversTypes['License'], ParentType, ContextType, RequireFields<MutationMoveLicenseArgs, 'id'>>;
  noteLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationNoteLeadArgs, 'id' | 'text'>>;
  quoteLead?: Resolver<ResolversTypes['LeadQuote'], ParentType, ContextType, RequireFields<MutationQuoteLeadArgs, 'id' | 'input'>>;
  redeemCrossLoginCode?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRedeemCrossLoginCodeArgs, 'code'>>;
  refreshApiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectUpload?: Resolver<ResolversTypes['ReviewUpload'], ParentType, ContextType, RequireFields<MutationRejectUploadArgs, 'id' | 'reason'>>;
  removeTeamMember?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'memberId' | 'teamId'>>;
  requestCaptcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email' | 'username'>>;
  requestRefund?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRequestRefundArgs, 'orderNo'>>;
  resendActivationMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendActivationMailArgs, 'userId'>>;
  resendLicenseMail?: Resolver<ResolversTypes['LicenseMailResent'], ParentType, ContextType, RequireFields<MutationResendLicenseMailArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeAccessTokenArgs, 'id'>>;
  setInvoiceDetails?: Resolver<ResolversTypes['InvoiceDetails'], ParentType, ContextType, RequireFields<MutationSetInvoiceDetailsArgs, 'input'>>;
  setStaffDisabled?: Resolver<ResolversTypes['StaffListMember'], ParentType, ContextType, RequireFields<MutationSetStaffDisabledArgs, 'disabled' | 'id'>>;
  setTeamRole?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationSetTeamRoleArgs, 'memberId' | 'role' | 'teamId'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signOutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  staffApproveRefund?: Resolver<ResolversTypes['StaffRefundApproval'], ParentType, ContextType, RequireFields<MutationStaffApproveRefundArgs, 'id'>>;
  staffConfirmTransfer?: Resolver<ResolversTypes['StaffTransferConfirmation'], ParentType, ContextType, RequireFields<MutationStaffConfirmTransferArgs, 'amount' | 'orderNo' | 'reference'>>;
  staffDeclineRefund?: Resolver<ResolversTypes['StaffRefundApproval'], ParentType, ContextType, RequireFields<MutationStaffDeclineRefundArgs, 'id' | 'reason'>>;
  staffMoveLicense?: Resolver<ResolversTypes['CustomerLicense'], ParentType, ContextType, RequireFields<MutationStaffMoveLicenseArgs, 'id' | 'mid' | 'reason'>>;
  staffRequestRefund?: Resolver<ResolversTypes['StaffRefundApproval'], ParentType, ContextType, RequireFields<MutationStaffRequestRefundArgs, 'orderNo' | 'reason'>>;
  staffSignIn?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffSignInArgs, 'input'>>;
  staffSignOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startAlipayPagePayment?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartAlipayPagePaymentArgs, 'orderNo'>>;
  startPayPalPayment?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartPayPalPaymentArgs, 'orderNo'>>;
  startStaffEnrolment?: Resolver<ResolversTypes['StaffEnrolment'], ParentType, ContextType, RequireFields<MutationStartStaffEnrolmentArgs, 'token'>>;
  uploadPlugin?: Resolver<ResolversTypes['Plugin'], ParentType, ContextType, RequireFields<MutationUploadPluginArgs, 'file'>>;
  withdrawInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationWithdrawInvitationArgs, 'id'>>;
}>;

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['InvoiceDetails']>, ParentType, ContextType>;
  licenseTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseTypePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outerTradeNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payInfo?: Resolver<Maybe<ResolversTypes['PayInfo']>, ParentType, ContextType, Partial<OrderPayInfoArgs>>;
  payStatus?: Resolver<ResolversTypes['OrderPayStatus'], ParentType, ContextType>;
  payTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundableUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  renewedLicense?: Resolver<Maybe<ResolversTypes['License']>, ParentType, ContextType>;
  renewedLicenseIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderPayStatusResolvers = EnumResolverSignature<{ PAID?: any, UNPAID?: any }, ResolversTypes['OrderPayStatus']>;

export type OrderPreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPreview'] = ResolversParentTypes['OrderPreview']> = ResolversObject<{
  discountAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
  licenseTypePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageViewSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageViewSummary'] = ResolversParentTypes['PageViewSummary']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perDayLocale?: Resolver<Array<ResolversTypes['DayLocaleViews']>, ParentType, ContextType>;
  perDayPath?: Resolver<Array<ResolversTypes['DayPathViews']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topPaths?: Resolver<Array<ResolversTypes['PathViews']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PathViewsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PathViews'] = ResolversParentTypes['PathViews']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PayInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayInfo'] = ResolversParentTypes['PayInfo']> = ResolversObject<{
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bankAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beneficiaryAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  qrcodeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swiftCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PayStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayStatus'] = ResolversParentTypes['PayStatus']> = ResolversObject<{
  orderNo?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedAsSecondTrial?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['OrderState']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderPayStatus'], ParentType, ContextType>;
  trial?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type PayStatusFilterResolvers = EnumResolverSignature<{ ALL?: any, PAID?: any, TO_BE_PAID?: any }, ResolversTypes['PayStatusFilter']>;

export type PaymentMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
}>;

export type PaymentTypeResolvers = EnumResolverSignature<{ ALIPAY?: any, COMPANY_PAY?: any, PAYPAL?: any, WECHAT_PAY?: any }, ResolversTypes['PaymentType']>;

export type PluginResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Plugin'] = ResolversParentTypes['Plugin']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  engines?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extensionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queuePosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewStatus?: Resolver<Maybe<ResolversTypes['PluginReviewStatus']>, ParentType, ContextType>;
  uploadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  uploadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  warnings?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type PluginCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PluginCategory'] = ResolversParentTypes['PluginCategory']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PluginDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PluginDetail'] = ResolversParentTypes['PluginDetail']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changelog?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  engines?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enginesMin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extensionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['PluginVersion']>, ParentType, ContextType>;
  views?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PluginPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PluginPage'] = ResolversParentTypes['PluginPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Plugin']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PluginReviewStatusResolvers = EnumResolverSignature<{ APPROVED?: any, PENDING?: any, REJECTED?: any }, ResolversTypes['PluginReviewStatus']>;

export type PluginVersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PluginVersion'] = ResolversParentTypes['PluginVersion']> = ResolversObject<{
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  engines?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signatureUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PocPushResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PocPush'] = ResolversParentTypes['PocPush']> = ResolversObject<{
  assetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cveId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cvss?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  demoGifUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fofaQuery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releasedAt?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tagsEn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PocPushGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PocPushGroup'] = ResolversParentTypes['PocPushGroup']> = ResolversObject<{
  createdAtWeek?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pushData?: Resolver<Array<ResolversTypes['PocPush']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessTokens?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  agreement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'size'>>;
  availableLicenseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['CustomerDetail']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerSearch?: Resolver<ResolversTypes['CustomerSearch'], ParentType, ContextType, RequireFields<QueryCustomerSearchArgs, 'q'>>;
  dictionaries?: Resolver<ResolversTypes['Dictionaries'], ParentType, ContextType>;
  doc?: Resolver<Maybe<ResolversTypes['Doc']>, ParentType, ContextType, RequireFields<QueryDocArgs, 'kind'>>;
  downloads?: Resolver<Array<ResolversTypes['Version']>, ParentType, ContextType>;
  edition?: Resolver<Maybe<ResolversTypes['Edition']>, ParentType, ContextType, RequireFields<QueryEditionArgs, 'id'>>;
  editions?: Resolver<Array<ResolversTypes['Edition']>, ParentType, ContextType>;
  enginesVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enginesVersions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  faqGroups?: Resolver<Array<ResolversTypes['FaqGroup']>, ParentType, ContextType>;
  featureGroups?: Resolver<Array<ResolversTypes['FeatureGroup']>, ParentType, ContextType>;
  license?: Resolver<Maybe<ResolversTypes['License']>, ParentType, ContextType, RequireFields<QueryLicenseArgs, 'id'>>;
  licenses?: Resolver<ResolversTypes['LicensePage'], ParentType, ContextType, Partial<QueryLicensesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myPlugins?: Resolver<ResolversTypes['PluginPage'], ParentType, ContextType, Partial<QueryMyPluginsArgs>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNo'>>;
  orderPreview?: Resolver<ResolversTypes['OrderPreview'], ParentType, ContextType, RequireFields<QueryOrderPreviewArgs, 'input'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  plugin?: Resolver<Maybe<ResolversTypes['PluginDetail']>, ParentType, ContextType, RequireFields<QueryPluginArgs, 'extensionId'>>;
  pluginCategories?: Resolver<Array<ResolversTypes['PluginCategory']>, ParentType, ContextType>;
  plugins?: Resolver<ResolversTypes['PluginPage'], ParentType, ContextType, Partial<QueryPluginsArgs>>;
  pocPushGroups?: Resolver<Array<ResolversTypes['PocPushGroup']>, ParentType, ContextType>;
  reviewQueue?: Resolver<Array<ResolversTypes['ReviewUpload']>, ParentType, ContextType, Partial<QueryReviewQueueArgs>>;
  reviewUpload?: Resolver<Maybe<ResolversTypes['ReviewUploadDetail']>, ParentType, ContextType, RequireFields<QueryReviewUploadArgs, 'id'>>;
  staffLeadOwners?: Resolver<Array<ResolversTypes['LeadOwner']>, ParentType, ContextType>;
  staffLeads?: Resolver<Array<ResolversTypes['StaffLead']>, ParentType, ContextType, Partial<QueryStaffLeadsArgs>>;
  staffLeadsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryStaffLeadsCsvArgs>>;
  staffMe?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  staffMembers?: Resolver<Array<ResolversTypes['StaffListMember']>, ParentType, ContextType>;
  staffPageViews?: Resolver<ResolversTypes['PageViewSummary'], ParentType, ContextType, Partial<QueryStaffPageViewsArgs>>;
  staffPaymentNotifications?: Resolver<Array<ResolversTypes['StaffPaymentNotification']>, ParentType, ContextType, Partial<QueryStaffPaymentNotificationsArgs>>;
  staffRefunds?: Resolver<ResolversTypes['StaffRefunds'], ParentType, ContextType>;
  staffTransferByReference?: Resolver<ResolversTypes['StaffAwaitingTransfer'], ParentType, ContextType, RequireFields<QueryStaffTransferByReferenceArgs, 'reference'>>;
  staffTransfers?: Resolver<Array<ResolversTypes['StaffAwaitingTransfer']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['Version']>, ParentType, ContextType>;
}>;

export type ReviewChangesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewChanges'] = ResolversParentTypes['ReviewChanges']> = ResolversObject<{
  filesAdded?: Resolver<Array<ResolversTypes['ReviewFile']>, ParentType, ContextType>;
  filesChanged?: Resolver<Array<ResolversTypes['ReviewFileChange']>, ParentType, ContextType>;
  filesRemoved?: Resolver<Array<ResolversTypes['ReviewFile']>, ParentType, ContextType>;
  manifest?: Resolver<Array<ResolversTypes['ReviewManifestChange']>, ParentType, ContextType>;
  previousId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousState?: Resolver<ResolversTypes['ReviewState'], ParentType, ContextType>;
  previousVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readmeDiff?: Resolver<Maybe<Array<ResolversTypes['ReviewDiffLine']>>, ParentType, ContextType>;
}>;

export type ReviewDiffLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewDiffLine'] = ResolversParentTypes['ReviewDiffLine']> = ResolversObject<{
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  op?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewFile'] = ResolversParentTypes['ReviewFile']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewFileChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewFileChange'] = ResolversParentTypes['ReviewFileChange']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewManifestChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewManifestChange'] = ResolversParentTypes['ReviewManifestChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewSecretResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewSecret'] = ResolversParentTypes['ReviewSecret']> = ResolversObject<{
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewUploadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewUpload'] = ResolversParentTypes['ReviewUpload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  engines?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ReviewState'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReviewUploadDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewUploadDetail'] = ResolversParentTypes['ReviewUploadDetail']> = ResolversObject<{
  changes?: Resolver<Maybe<ResolversTypes['ReviewChanges']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ReviewFile']>, ParentType, ContextType>;
  manifest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secrets?: Resolver<Array<ResolversTypes['ReviewSecret']>, ParentType, ContextType>;
  upload?: Resolver<ResolversTypes['ReviewUpload'], ParentType, ContextType>;
}>;

export type SeatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Seat'] = ResolversParentTypes['Seat']> = ResolversObject<{
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastValidatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  license?: Resolver<ResolversTypes['License'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
}>;

export type SignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StaffAwaitingTransferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffAwaitingTransfer'] = ResolversParentTypes['StaffAwaitingTransfer']> = ResolversObject<{
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type StaffBuyerRefundRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffBuyerRefundRequest'] = ResolversParentTypes['StaffBuyerRefundRequest']> = ResolversObject<{
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type StaffCreatedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffCreated'] = ResolversParentTypes['StaffCreated']> = ResolversObject<{
  enrolmentLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['StaffListMember'], ParentType, ContextType>;
}>;

export type StaffCustomerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffCustomer'] = ResolversParentTypes['StaffCustomer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffEnrolmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffEnrolment'] = ResolversParentTypes['StaffEnrolment']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffEnrolmentDoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffEnrolmentDone'] = ResolversParentTypes['StaffEnrolmentDone']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffLeadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffLead'] = ResolversParentTypes['StaffLead']> = ResolversObject<{
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LeadKind'], ParentType, ContextType>;
  lostReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['LeadNote']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['LeadOwner']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LeadState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  use?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffListMember'] = ResolversParentTypes['StaffListMember']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StaffActorKind'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffPaymentNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffPaymentNotification'] = ResolversParentTypes['StaffPaymentNotification']> = ResolversObject<{
  event?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StaffRefundApprovalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffRefundApproval'] = ResolversParentTypes['StaffRefundApproval']> = ResolversObject<{
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['StaffRefundOutcome']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffRefundState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type StaffRefundsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffRefunds'] = ResolversParentTypes['StaffRefunds']> = ResolversObject<{
  approvals?: Resolver<Array<ResolversTypes['StaffRefundApproval']>, ParentType, ContextType>;
  buyerRequests?: Resolver<Array<ResolversTypes['StaffBuyerRefundRequest']>, ParentType, ContextType>;
}>;

export type StaffSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSession'] = ResolversParentTypes['StaffSession']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffTransferConfirmationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffTransferConfirmation'] = ResolversParentTypes['StaffTransferConfirmation']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  orderPayStatus?: SubscriptionResolver<ResolversTypes['PayStatus'], "orderPayStatus", ParentType, ContextType, RequireFields<SubscriptionOrderPayStatusArgs, 'orderNo'>>;
}>;

export type SupportMoveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupportMove'] = ResolversParentTypes['SupportMove']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromMid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toMid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TeamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['Seat']>, ParentType, ContextType>;
}>;

export type TeamMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TeamRoleResolvers = EnumResolverSignature<{ MANAGER?: any, MEMBER?: any, OWNER?: any }, ResolversTypes['TeamRole']>;

export type TrialGrantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrialGrant'] = ResolversParentTypes['TrialGrant']> = ResolversObject<{
  coverageBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  licenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserStatusResolvers = EnumResolverSignature<{ UNVERIFIED?: any, VERIFIED?: any }, ResolversTypes['UserStatus']>;

export type VersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linuxDownloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  macDownloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionBase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winDownloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AccessToken?: AccessTokenResolvers<ContextType>;
  AccessTokenCreated?: AccessTokenCreatedResolvers<ContextType>;
  AccessTokenScope?: AccessTokenScopeResolvers;
  ActivationCode?: ActivationCodeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  ContentEntry?: ContentEntryResolvers<ContextType>;
  CrossLoginCode?: CrossLoginCodeResolvers<ContextType>;
  Currency?: CurrencyResolvers;
  CustomerDetail?: CustomerDetailResolvers<ContextType>;
  CustomerLicense?: CustomerLicenseResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerSearch?: CustomerSearchResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayLocaleViews?: DayLocaleViewsResolvers<ContextType>;
  DayPathViews?: DayPathViewsResolvers<ContextType>;
  DictEntry?: DictEntryResolvers<ContextType>;
  Dictionaries?: DictionariesResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  Doc?: DocResolvers<ContextType>;
  Edition?: EditionResolvers<ContextType>;
  EditionSale?: EditionSaleResolvers;
  FaqGroup?: FaqGroupResolvers<ContextType>;
  FeatureGroup?: FeatureGroupResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvoiceDetails?: InvoiceDetailsResolvers<ContextType>;
  LeadNote?: LeadNoteResolvers<ContextType>;
  LeadOwner?: LeadOwnerResolvers<ContextType>;
  LeadQuote?: LeadQuoteResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  LicenseFile?: LicenseFileResolvers<ContextType>;
  LicenseHistoryEvent?: LicenseHistoryEventResolvers<ContextType>;
  LicenseMailResent?: LicenseMailResentResolvers<ContextType>;
  LicensePage?: LicensePageResolvers<ContextType>;
  LicenseStatus?: LicenseStatusResolvers;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayStatus?: OrderPayStatusResolvers;
  OrderPreview?: OrderPreviewResolvers<ContextType>;
  PageViewSummary?: PageViewSummaryResolvers<ContextType>;
  PathViews?: PathViewsResolvers<ContextType>;
  PayInfo?: PayInfoResolvers<ContextType>;
  PayStatus?: PayStatusResolvers<ContextType>;
  PayStatusFilter?: PayStatusFilterResolvers;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentType?: PaymentTypeResolvers;
  Plugin?: PluginResolvers<ContextType>;
  PluginCategory?: PluginCategoryResolvers<ContextType>;
  PluginDetail?: PluginDetailResolvers<ContextType>;
  PluginPage?: PluginPageResolvers<ContextType>;
  PluginReviewStatus?: PluginReviewStatusResolvers;
  PluginVersion?: PluginVersionResolvers<ContextType>;
  PocPush?: PocPushResolvers<ContextType>;
  PocPushGroup?: PocPushGroupResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReviewChanges?: ReviewChangesResolvers<ContextType>;
  ReviewDiffLine?: ReviewDiffLineResolvers<ContextType>;
  ReviewFile?: ReviewFileResolvers<ContextType>;
  ReviewFileChange?: ReviewFileChangeResolvers<ContextType>;
  ReviewManifestChange?: ReviewManifestChangeResolvers<ContextType>;
  ReviewSecret?: ReviewSecretResolvers<ContextType>;
  ReviewUpload?: ReviewUploadResolvers<ContextType>;
  ReviewUploadDetail?: ReviewUploadDetailResolvers<ContextType>;
  Seat?: SeatResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  StaffAwaitingTransfer?: StaffAwaitingTransferResolvers<ContextType>;
  StaffBuyerRefundRequest?: StaffBuyerRefundRequestResolvers<ContextType>;
  StaffCreated?: StaffCreatedResolvers<ContextType>;
  StaffCustomer?: StaffCustomerResolvers<ContextType>;
  StaffEnrolment?: StaffEnrolmentResolvers<ContextType>;
  StaffEnrolmentDone?: StaffEnrolmentDoneResolvers<ContextType>;
  StaffLead?: StaffLeadResolvers<ContextType>;
  StaffListMember?: StaffListMemberResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffPaymentNotification?: StaffPaymentNotificationResolvers<ContextType>;
  StaffRefundApproval?: StaffRefundApprovalResolvers<ContextType>;
  StaffRefunds?: StaffRefundsResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  StaffTransferConfirmation?: StaffTransferConfirmationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupportMove?: SupportMoveResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamRole?: TeamRoleResolvers;
  TrialGrant?: TrialGrantResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserStatus?: UserStatusResolvers;
  Version?: VersionResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;

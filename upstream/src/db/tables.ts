/**
 * The database's tables as Kysely sees them (upstream/src/db/migrations/ makes them). Each table's row is declared with
 * its kin in tables/ (accounts, catalog, content, leads, licenses, orders, plugins, staff, system, teams); this file maps table
 * names to rows and exports them all, so code imports every table type from here.
 */
import type { CaptchaTable, CrossLoginCodeTable, MailTokenTable, RateLimitHitTable, SessionTable, UserTable } from './tables/accounts.ts';
import type { CouponTable, DictionaryEntryTable, EditionTable, VersionTable } from './tables/catalog.ts';
import type { AgreementTable, ContentEntryTable, ContentGroupTable, DocTable, PocPushTable } from './tables/content.ts';
import type { LeadNoteTable, LeadTable, PageViewTable } from './tables/leads.ts';
import type { LicenseEventTable, LicenseReminderTable, LicenseTable } from './tables/licenses.ts';
import type { CreditNoteTable, DocumentCounterTable, InvoiceTable, OrderTable, PaymentNotificationTable, PaymentTable, RefundApprovalTable, RefundTable, SandboxPaymentTable } from './tables/orders.ts';
import type { AccessTokenTable, PluginDownloadTable, PluginPackageTable, PluginPublisherTable, PluginTable, PluginVersionTable } from './tables/plugins.ts';
import type { AuditLogTable, StaffRecoveryCodeTable, StaffSessionTable, StaffTable } from './tables/staff.ts';
import type { JobTable, OutboxTable, SecretTable } from './tables/system.ts';
import type { OrderRenewalTable, TeamInvitationTable, TeamMemberTable, TeamSeatTable, TeamTable } from './tables/teams.ts';

export type * from './tables/accounts.ts';
export type * from './tables/catalog.ts';
export type * from './tables/content.ts';
export type * from './tables/leads.ts';
export type * from './tables/licenses.ts';
export type * from './tables/orders.ts';
export type * from './tables/plugins.ts';
export type * from './tables/staff.ts';
export type * from './tables/system.ts';
export type * from './tables/teams.ts';

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
  refund_approval: RefundApprovalTable;
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
  lead_note: LeadNoteTable;
  page_view: PageViewTable;
  cross_login_code: CrossLoginCodeTable;
  job: JobTable;
  license_event: LicenseEventTable;
  license_reminder: LicenseReminderTable;
  invoice: InvoiceTable;
  credit_note: CreditNoteTable;
  document_counter: DocumentCounterTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  team: TeamTable;
  team_member: TeamMemberTable;
  team_invitation: TeamInvitationTable;
  team_seat: TeamSeatTable;
  order_renewal: OrderRenewalTable;
}

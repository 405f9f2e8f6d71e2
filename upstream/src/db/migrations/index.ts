import type { Migration } from 'kysely';
import * as catalog from './001_catalog.ts';
import * as accounts from './002_accounts.ts';
import * as editionDollars from './003_edition_dollars.ts';
import * as ordersPricing from './004_orders_pricing.ts';
import * as ordersPayments from './005_orders_payments.ts';
import * as content from './006_content.ts';
import * as docs from './007_docs.ts';
import * as plugins from './008_plugins.ts';
import * as pageViews from './009_page_views.ts';
import * as leads from './010_leads.ts';
import * as crossLogin from './011_cross_login.ts';
import * as jobs from './012_jobs.ts';
import * as accessTokensSignatures from './013_access_tokens_signatures.ts';
import * as deliveries from './015_deliveries.ts';
import * as licenseHistory from './016_license_history.ts';
import * as realPayments from './017_real_payments.ts';
import * as machineNames from './018_machine_names.ts';
import * as orderPricedInvoices from './019_order_priced_invoices.ts';
import * as buyerOrderActions from './020_buyer_order_actions.ts';
import * as oneTermDiscount from './021_one_term_discount.ts';
import * as agreementRefundPeriod from './022_agreement_refund_period.ts';
import * as staff from './023_staff.ts';
import * as transferCurrency from './024_transfer_currency.ts';
import * as staffSignIn from './025_staff_sign_in.ts';
import * as refundApprovals from './027_refund_approvals.ts';
import * as leadPipeline from './028_lead_pipeline.ts';
import * as teams from './029_teams.ts';
import * as teamOrders from './031_team_orders.ts';
import * as licenseLastValidated from './032_license_last_validated.ts';

/** Numbered migrations, applied in order at start; never edit one that has shipped, add the next. */
export const migrations: Record<string, Migration> = {
  '001_catalog': catalog,
  '002_accounts': accounts,
  '003_edition_dollars': editionDollars,
  '004_orders_pricing': ordersPricing,
  '005_orders_payments': ordersPayments,
  '006_content': content,
  '007_docs': docs,
  '008_plugins': plugins,
  '009_page_views': pageViews,
  '010_leads': leads,
  '011_cross_login': crossLogin,
  '012_jobs': jobs,
  '013_access_tokens_signatures': accessTokensSignatures,
  '015_deliveries': deliveries,
  '016_license_history': licenseHistory,
  '017_real_payments': realPayments,
  '018_machine_names': machineNames,
  '019_order_priced_invoices': orderPricedInvoices,
  '020_buyer_order_actions': buyerOrderActions,
  '021_one_term_discount': oneTermDiscount,
  '022_agreement_refund_period': agreementRefundPeriod,
  '023_staff': staff,
  '024_transfer_currency': transferCurrency,
  '025_staff_sign_in': staffSignIn,
  '027_refund_approvals': refundApprovals,
  '028_lead_pipeline': leadPipeline,
  '029_teams': teams,
  '031_team_orders': teamOrders,
  '032_license_last_validated': licenseLastValidated,
};

import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Translate } from '../../i18n/translate.ts';

/**
 * The invoice details a buyer may give (issue #32), checked as the upstream checks them (orders/invoice.ts): all
 * optional, but a company name and a tax number go together; the tax number is 5 to 40 letters and digits, maybe
 * spaced, dotted, dashed or slashed between them.
 */
export interface InvoiceValues {
  invoiceCompany: string;
  invoiceAddress: string;
  invoiceTaxNumber: string;
}

const TAX_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 .\-/]{0,38}[A-Za-z0-9])?$/;

/** The problem with each field, or none: shared by the order form and the order management editor. */
export const invoiceProblems = (_: Translate, { invoiceCompany, invoiceAddress, invoiceTaxNumber }: InvoiceValues) => {
  const company = invoiceCompany.trim();
  const tax = invoiceTaxNumber.trim();
  const problems: Partial<Record<keyof InvoiceValues, string>> = {};
  if (!company && !tax && !invoiceAddress.trim()) return problems;
  if (!company) problems.invoiceCompany = _(msg`Please enter the company name for the invoice`);
  if (!tax) problems.invoiceTaxNumber = _(msg`Please enter the tax number (VAT/GST id) for the invoice`);
  else if (!TAX_NUMBER.test(tax) || tax.replace(/[^A-Za-z0-9]/g, '').length < 5)
    problems.invoiceTaxNumber = _(msg`The tax number must be 5 to 40 letters and digits (spaces, dots, hyphens and slashes allowed between them)`);
  return problems;
};

/** The fields as zod sees them in the order form, and the check across them. */
export const invoiceFields = { invoiceCompany: z.string(), invoiceAddress: z.string(), invoiceTaxNumber: z.string() };
export const refineInvoice = (_: Translate) => (values: InvoiceValues, context: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(invoiceProblems(_, values))) context.addIssue({ code: 'custom', path: [path], message });
};

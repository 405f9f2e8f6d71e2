import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { PaymentType } from '../../gql/graphql.ts';
import type { Translate } from '../../i18n/translate.ts';
import { emailField } from '../../lib/email-field.ts';
import { parsePeriod, PERIOD_MAX, PERIOD_MIN } from './period.ts';
import { parseQuantity, QUANTITY_MAX, QUANTITY_MIN } from './quantity.ts';
import { invoiceFields, refineInvoice } from './invoice-schema.ts';

const paymentTypes = ['PAYPAL', 'ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY'] as const satisfies readonly PaymentType[];

/**
 * The order form (spec §5 'Order personal details'), in the order of the form: personal details, cart,
 * payment method, then the agreement of the review step. Position, purpose and company are asked for,
 * and the agreement required, only in one-yuan mode, whose quantity and period are fixed.
 */
export const orderFormSchema = (_: Translate, oneYuan: boolean) => {
  const required = (message: string) => z.string().trim().min(1, message);
  const optional = z.string().trim();
  return z.object({
    // the spec's message is the field's name; the context gives it its own translation
    name: required(_(msg({ message: 'First and last name', context: 'validation' }))),
    email: emailField(_),
    country: required(_(msg`Please select country`)),
    position: oneYuan ? required(_(msg`Please select position`)) : optional,
    use: oneYuan ? required(_(msg`Please select purpose`)) : optional,
    company: oneYuan ? required(_(msg`Please enter company name`)) : optional,
    quantity: oneYuan ? z.string() : z.string().refine((text) => parseQuantity(text) !== null, _(msg`Please enter a quantity from ${QUANTITY_MIN} to ${QUANTITY_MAX}`)),
    period: oneYuan ? z.string() : z.string().refine((text) => parsePeriod(text) !== null, _(msg`Please enter a period of ${PERIOD_MIN} to ${PERIOD_MAX} months`)),
    // checked by the price preview (the upstream knows the codes), not here
    coupon: z.string(),
    paymentType: z.union([z.enum(paymentTypes), z.literal('')]).refine((type) => type !== '', _(msg`Please select mode of payment`)),
    agreement: oneYuan ? z.boolean().refine((ticked) => ticked, _(msg`Please agree to the user agreement first`)) : z.boolean(),
    // optional company details for an invoice (InvoiceFields.tsx)
    ...invoiceFields,
  }).superRefine(refineInvoice(_));
};

export type OrderFormValues = z.input<ReturnType<typeof orderFormSchema>>;

/** What step 1 checks before the review; the agreement belongs to step 2. */
export const detailsStepFields = ['name', 'email', 'country', 'position', 'use', 'company', 'quantity', 'period', 'paymentType', 'invoiceCompany', 'invoiceAddress', 'invoiceTaxNumber'] as const satisfies readonly (keyof OrderFormValues)[];

import { useWatch, type Control } from 'react-hook-form';
import type { OrderInput, PaymentType } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { siteCurrency } from '../../../../contract/money.ts';
import { TRIAL_PERIOD, TRIAL_QUANTITY } from './one-yuan.ts';
import type { OrderFormValues } from './order-form-schema.ts';
import { siteCurrencyMethod } from './payment.ts';
import { parsePeriod } from './period.ts';
import { parseQuantity } from './quantity.ts';
import { useOrderPreview } from './useOrderPreview.ts';

interface Options {
  control: Control<OrderFormValues>;
  editionId: string;
  trial: boolean;
  /** the licenses renewed in place (their number is the quantity), or null */
  renew: string[] | null;
  /** the methods the form offers (the upstream prices no other) */
  offered: readonly { type: PaymentType }[];
}

/**
 * What the order form's cart and payment method make, priced: the order's input (null while the quantity or
 * period cannot be priced), its preview, and the upstream's refusal as the form shows it.
 */
export const useOrderPricing = ({ control, editionId, trial, renew, offered }: Options) => {
  const locale = useLocale();
  const _ = useTranslate();
  const [quantityText, periodText, paymentType, couponText] = useWatch({ control, name: ['quantity', 'period', 'paymentType', 'coupon'] });

  const quantity = trial ? TRIAL_QUANTITY : renew ? renew.length : parseQuantity(quantityText);
  const months = trial ? TRIAL_PERIOD : parsePeriod(periodText);
  // codes are upper case (the upstream takes any case): the cart and the review name it as the receipt will
  const couponCode = trial ? undefined : couponText.trim().toUpperCase() || undefined;
  const input: OrderInput | null =
    quantity !== null && months !== null && paymentType
      ? { licenseTypeId: editionId, paymentType, quantity, period: months, ...(couponCode ? { couponCode } : {}) }
      : null;
  const { preview, error, pending } = useOrderPreview(input);
  // a method charging another currency than the site's: the same order priced in the site's, to show both (by an
  // offered method: the upstream refuses to price one it does not offer)
  const siteMethod = siteCurrencyMethod(offered, locale);
  const otherCurrency = input && preview && siteMethod && preview.orderAmount.currency !== siteCurrency(locale);
  const { preview: sitePreview } = useOrderPreview(otherCurrency ? { ...input, paymentType: siteMethod } : null);
  const siteAmount = otherCurrency ? sitePreview?.orderAmount : undefined;
  const refusal = error ? errorMessage(error, _) : undefined;
  // Every upstream refusal of a coupon names its code (orders/messages.ts): such a one is the coupon field's to show,
  // any other the summary's.
  const couponProblem = refusal && couponCode && refusal.toLowerCase().includes(couponCode.toLowerCase()) ? refusal : undefined;
  const problem = couponProblem ? undefined : refusal;
  return { quantity, months, couponCode, paymentType, input, preview, pending, siteAmount, problem, couponProblem };
};

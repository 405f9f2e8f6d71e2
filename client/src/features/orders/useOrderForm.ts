import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { OrderFormQuery, PaymentType } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { TRIAL_PERIOD, TRIAL_QUANTITY } from './one-yuan.ts';
import { orderFormSchema, type OrderFormValues } from './order-form-schema.ts';
import { initialPaymentType } from './payment.ts';
import { DEFAULT_QUANTITY } from './quantity.ts';

interface Options {
  me: NonNullable<NonNullable<OrderFormQuery>['me']>;
  trial: boolean;
  /** the initial term in months */
  period: number;
  /** the methods the form offers: the language's own is chosen when offered, else the first */
  offered: readonly { type: PaymentType }[];
  /** the coupon from the address (the trial takes none) */
  coupon?: string;
  /** what the buyer had entered before a reload, kept in the tab (order-form-session.ts) */
  saved?: Partial<OrderFormValues>;
}

/** A kept method only if the form still offers it (the upstream's providers may have changed). */
const stillOffered = (saved: Partial<OrderFormValues> | undefined, offered: readonly { type: PaymentType }[]) =>
  saved?.paymentType && !offered.some((method) => method.type === saved.paymentType) ? { ...saved, paymentType: undefined } : saved;

/** The order form's fields, filled from what was kept, else the account, the language and the address; checked once touched. */
export const useOrderForm = ({ me, trial, period, offered, coupon, saved }: Options) => {
  const locale = useLocale();
  const _ = useTranslate();
  const schema = useMemo(() => orderFormSchema(_, trial), [_, trial]);
  return useForm<OrderFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: me.name?.trim() || me.username,
      email: me.email,
      country: locale === 'en' ? 'US' : 'CN',
      position: '',
      use: '',
      company: '',
      quantity: String(trial ? TRIAL_QUANTITY : DEFAULT_QUANTITY),
      period: String(trial ? TRIAL_PERIOD : period),
      coupon: trial ? '' : (coupon ?? ''),
      paymentType: initialPaymentType(offered, locale),
      agreement: false,
      invoiceCompany: '',
      invoiceAddress: '',
      invoiceTaxNumber: '',
      ...Object.fromEntries(Object.entries(stillOffered(saved, offered) ?? {}).filter(([, value]) => value !== undefined)),
    },
  });
};

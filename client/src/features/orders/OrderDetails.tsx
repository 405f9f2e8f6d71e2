import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { OrderFormQuery, PaymentType } from '../../gql/graphql.ts';
import { CartFields } from './CartFields.tsx';
import { InvoiceFields } from './InvoiceFields.tsx';
import { Panel } from './layout.tsx';
import type { OrderFormValues } from './order-form-schema.ts';
import { PaymentMethodField } from './PaymentMethodField.tsx';
import { PersonalDetailsFields } from './PersonalDetailsFields.tsx';
import { RenewalNote } from './RenewalNote.tsx';
import { sectionId } from './useOrderSteps.ts';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  dictionaries: NonNullable<OrderFormQuery>['dictionaries'];
  /** the payment methods the form offers */
  methods: readonly { type: PaymentType; label: string }[];
  editionName: string;
  oneYuan: boolean;
  coupon?: string;
  /** the upstream's refusal of the coupon, shown under its field */
  couponProblem?: string;
  /** the preview priced the coupon in */
  couponApplied?: boolean;
  onRemoveCoupon: () => void;
  /** the trial's offer of the full edition */
  upgrade?: ReactNode;
  /** the licenses this order renews, or null */
  renew: string[] | null;
  /** whom the order is for (myself or a team the buyer runs), when asked */
  buyingFor?: ReactNode;
}

/** The order form's first step: the personal details, the cart and the payment method, each a panel an edit icon returns to. */
export const OrderDetails = ({ form, dictionaries, methods, editionName, oneYuan, coupon, couponProblem, couponApplied, onRemoveCoupon, upgrade, renew, buyingFor }: Props) => (
  <>
    <Panel id={sectionId('details')} title={<Trans>Personal details</Trans>}>
      <PersonalDetailsFields form={form} dictionaries={dictionaries} oneYuan={oneYuan} />
      <InvoiceFields form={form} />
    </Panel>
    <Panel id={sectionId('cart')} title={<Trans>Cart</Trans>}>
      <CartFields
        form={form}
        editionName={editionName}
        oneYuan={oneYuan}
        coupon={coupon}
        couponProblem={couponProblem}
        couponApplied={couponApplied}
        onRemoveCoupon={onRemoveCoupon}
        upgrade={upgrade}
        renewal={renew ? <RenewalNote licenseIds={renew} /> : undefined}
        renewCount={renew?.length}
      />
      {buyingFor}
    </Panel>
    <Panel id={sectionId('payment')} title={<Trans>Payment method</Trans>}>
      <Controller
        control={form.control}
        name="paymentType"
        render={({ field }) => <PaymentMethodField methods={methods} value={field.value} onChange={field.onChange} error={form.formState.errors.paymentType?.message} />}
      />
    </Panel>
  </>
);

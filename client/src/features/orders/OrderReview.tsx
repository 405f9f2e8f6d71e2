import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/translate.ts';
import { EditButton } from './EditButton.tsx';
import { Fact, Facts, Panel } from './layout.tsx';
import type { OrderFormValues } from './order-form-schema.ts';
import { formatTerm } from '../../lib/term.ts';
import { useDictionaryText, type Dictionaries } from '../../ui/DictionaryField.tsx';
import { paymentHint } from './payment-hints.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/** The chosen method, and the currency it charges in, under the panel's heading. */
const Method = styled.p`
  margin: 0 0 20px;
  strong { display: block; color: ${({ theme }) => theme.color.ink}; font-weight: 500; }
  small { display: block; margin-top: 4px; color: ${({ theme }) => theme.color.muted}; font-size: 13px; }
`;

export type Section = 'details' | 'cart' | 'payment';

interface Props {
  values: OrderFormValues;
  dictionaries: Dictionaries;
  editionName: string;
  quantity: number;
  period: number;
  paymentLabel: string;
  coupon?: string;
  oneYuan: boolean;
  onEdit: (section: Section) => void;
  upgrade?: ReactNode;
  /** the team the order is for, when not for the buyer */
  teamName?: string;
}

/** Step 2: what will be ordered, read-only, each part with an edit button back to step 1. */
export const OrderReview = ({ values, editionName, quantity, period, paymentLabel, coupon, oneYuan, onEdit, upgrade, dictionaries, teamName }: Props) => {
  const textOf = useDictionaryText(dictionaries);
  const { t, i18n } = useLingui();
  const _ = useTranslate();
  const locale = useLocale();
  return (
    <>
      <Panel title={<Trans>Personal details</Trans>} action={<EditButton label={t`Edit personal details`} onClick={() => onEdit('details')} />}>
        <Facts>
          <Fact label={<Trans>First and last name</Trans>}>{values.name}</Fact>
          <Fact label={<Trans>Email</Trans>}>{values.email}</Fact>
          <Fact label={<Trans>Country or region</Trans>}>{textOf('country', values.country)}</Fact>
          {oneYuan && <Fact label={<Trans>Position</Trans>}>{textOf('position', values.position)}</Fact>}
          {oneYuan && <Fact label={<Trans>Purpose</Trans>}>{textOf('use', values.use)}</Fact>}
          {(oneYuan || values.company.trim()) && <Fact label={<Trans>Company</Trans>}>{values.company.trim()}</Fact>}
        </Facts>
      </Panel>
      <Panel title={<Trans>Cart</Trans>} action={<EditButton label={t`Edit cart`} onClick={() => onEdit('cart')} />}>
        <Facts>
          <Fact label={<Trans>Edition</Trans>}>{editionName}</Fact>
          <Fact label={<Trans>Quantity</Trans>}>{quantity}</Fact>
          <Fact label={<Trans>Term</Trans>}>{formatTerm(_, period)}</Fact>
          {coupon && <Fact label={<Trans>Coupon</Trans>}>{coupon}</Fact>}
          {teamName && <Fact label={<Trans>For</Trans>}>{teamName}</Fact>}
        </Facts>
        {upgrade}
      </Panel>
      {/* the panel's heading already says "payment method": its body is the method itself, not a second label saying so */}
      <Panel title={<Trans>Payment method</Trans>} action={<EditButton label={t`Edit payment method`} onClick={() => onEdit('payment')} />}>
        <Method data-testid="review-payment">
          <strong>{paymentLabel}</strong>
          {values.paymentType && <small>{i18n._(paymentHint(values.paymentType, locale))}</small>}
        </Method>
      </Panel>
    </>
  );
};

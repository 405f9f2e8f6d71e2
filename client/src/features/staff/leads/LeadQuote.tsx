import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql/index.ts';
import type { Currency } from '../../../gql/graphql.ts';
import { formatMoney } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Button, TextField } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';

const QuoteEditionsDocument = graphql(`
  query QuoteEditions {
    editions {
      id
      name
      nameCn
      sale
      status
    }
  }
`);

const QuoteLeadDocument = graphql(`
  mutation QuoteLead($id: ID!, $input: LeadQuoteInput!) {
    quoteLead(id: $id, input: $input) {
      leadId
      orderAmount
      currency
      mailedTo
    }
  }
`);

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/**
 * A quote for a sales contact: the upstream prices it as an order of that edition, quantity, term and coupon would be,
 * and mails it to the contact in their language.
 */
export const LeadQuote = ({ leadId, email }: { leadId: string; email: string }) => {
  const { i18n, t } = useLingui();
  const { data } = useQuery(QuoteEditionsDocument);
  const [quote, quoting] = useMutation(QuoteLeadDocument);
  const [edition, setEdition] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [period, setPeriod] = useState('12');
  const [coupon, setCoupon] = useState('');
  const [currency, setCurrency] = useState<Currency>('RMB');
  if (!email) return null;
  // what an order may buy: the pricing refuses the editions sales quote by hand, the free one and the trial
  const editions = (data?.editions ?? []).filter((one) => one.sale === 'SUBSCRIPTION' && one.status === 1);
  const chosen = edition || editions[0]?.id || '';
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const { data: answer } = await quote({
      variables: { id: leadId, input: { licenseTypeId: chosen, quantity: Number(quantity), period: Number(period), couponCode: coupon || null, currency } },
    });
    if (!answer) return;
    const amount = formatMoney({ amount: answer.quoteLead.orderAmount, currency: answer.quoteLead.currency }, i18n.locale === 'zh' ? 'zh' : 'en');
    showToast('success', t`Quote of ${amount} mailed to ${answer.quoteLead.mailedTo}`);
  };
  return (
    <details>
      <summary>
        <Trans>Send a quote…</Trans>
      </summary>
      <form onSubmit={(event) => void send(event)}>
        <Fields>
          <SelectField
            label={<Trans>Edition</Trans>}
            value={chosen}
            onValueChange={setEdition}
            options={editions.map((one) => ({ value: one.id, text: i18n.locale === 'zh' ? one.nameCn : one.name }))}
          />
          <TextField label={<Trans>Licences</Trans>} type="number" min={1} required value={quantity} onChange={(event) => setQuantity(event.target.value)} />
          <TextField label={<Trans>Months</Trans>} type="number" min={1} required value={period} onChange={(event) => setPeriod(event.target.value)} />
          <TextField label={<Trans>Coupon (optional)</Trans>} value={coupon} onChange={(event) => setCoupon(event.target.value)} />
          <SelectField
            label={<Trans>Currency</Trans>}
            value={currency}
            onValueChange={(value) => setCurrency(value as Currency)}
            options={[
              { value: 'RMB', text: t`Yuan (¥)` },
              { value: 'USD', text: t`US dollars ($)` },
            ]}
          />
        </Fields>
        <Button type="submit" disabled={quoting.loading || !chosen}>
          <Trans>Mail the quote</Trans>
        </Button>
      </form>
    </details>
  );
};

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import type { PaidOrderFactsQuery } from '../../gql/graphql.ts';
import { useCountdown } from '../../lib/useCountdown.ts';
import { salesPhone } from '../../lib/support-contact.ts';
import { BuyPage, ResultCard } from './layout.tsx';
import { parseOneYuan } from './one-yuan.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { ResultIcon } from '../../ui/ResultIcon.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { ReceiptButton } from './ReceiptButton.tsx';
import { RenewedLicense } from './RenewedLicense.tsx';
import { OrderTruthPage, orderTruthOf } from './OrderTruth.tsx';

export const PaidOrderFactsDocument = graphql(`
  query PaidOrderFacts($orderNo: ID!) {
    order(orderNo: $orderNo) {
      orderNo
      ...OrderTruth_order
      receiptUrl
      ...OrderFacts_order
      ...RenewedLicense_order
    }
  }
`);

const Paid = styled.section`
  margin: 20px 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  text-align: left;
  h2 { font-size: 16px; margin: 0 0 12px; }
  dl { margin: 0; gap: 10px 24px; }
  /* a phone: each label above its value */
  @media (max-width: 480px) {
    /* into the card's wide padding, so that the order number keeps one line */
    margin: 20px -28px;
    padding: 14px 16px;
    dl { grid-template-columns: minmax(0, 1fr); gap: 2px; }
    dd:not(:last-child) { margin-bottom: 8px; }
  }
`;

const Receipt = styled.div`
  padding-top: 14px;
`;

/** What was paid (number, edition, quantity, term, amount), so the buyer has it before being moved on. */
const WhatWasPaid = ({ data }: { data: PaidOrderFactsQuery | undefined }) => {
  if (!data?.order) return null;
  return (
    <Paid aria-labelledby="paid-order">
      <h2 id="paid-order"><Trans>What you paid for</Trans></h2>
      <OrderFacts order={data.order} />
      {data.order.receiptUrl && (
        <Receipt>
          <ReceiptButton url={data.order.receiptUrl} orderNo={data.order.orderNo} />
        </Receipt>
      )}
    </Paid>
  );
};

/** The edition the trial upgrades to, whose sales team the trial's buyer may ask about the full edition. */
export const TrialUpgradeDocument = graphql(`
  query TrialUpgrade {
    editions {
      id
      sale
      upgradesTo {
        id
      }
    }
  }
`);

/** How long the success page waits before going to license management (spec §9). */
export const LICENSE_REDIRECT_SECONDS = 5;

const Contact = styled.div`
  margin-top: 20px;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  text-align: left;
  h2 { font-size: 16px; margin-bottom: 8px; }
  p { margin: 0 0 8px; }
  a.phone { font-weight: 700; }
`;

const Links = styled.p`
  display: flex;
  justify-content: center;
  gap: 24px;
  margin-top: 20px !important;
`;

/** 'Going to license management in 5 s', counting down, then there. */
const LicenseCountdown = () => {
  const navigate = useNavigate();
  const left = useCountdown(LICENSE_REDIRECT_SECONDS, true, () => navigate(paths.licenseManagement.href(), { replace: true }));
  return (
    <p role="status">
      <Trans>
        Going to license management in {left} s. <Link to={paths.licenseManagement.href()}>Go now</Link>
      </Trans>
    </p>
  );
};

/** The one-yuan trial stays here: what to do next, and how to reach sales and support. */
const TrialContact = () => {
  const { t } = useLingui();
  const phone = salesPhone[useLocale()];
  const number = phone.display;
  const { data } = useQuery(TrialUpgradeDocument, { context: { silent: true } });
  const full = data?.editions.find((edition) => edition.sale === 'TRIAL')?.upgradesTo;
  return (
    <Contact as="section" aria-labelledby="trial-contact">
      <h2 id="trial-contact"><Trans>Your 7-day trial is ready</Trans></h2>
      <p><Trans>Generate its license in license management with your computer's MID; the activation code must be used within 7 days.</Trans></p>
      <p>
        <Trans>
          Questions, or want the full edition? Call our sales and support team on{' '}
          <a className="phone" href={`tel:${phone.tel}`} aria-label={t`Call sales and support at ${number}`}>
            {number}
          </a>{' '}
          or write to us through the contact form.
        </Trans>
      </p>
      <Links>
        <Link to={paths.licenseManagement.href()}><Trans>License management</Trans></Link>
        {full && <Link to={paths.chat.href(Number(full.id))}><Trans>Contact sales</Trans></Link>}
      </Links>
    </Contact>
  );
};

/**
 * /buy/payResultSuccess/:oneYuan — 'Payment successful'; license management after 5 s, or for the trial the contact
 * prompt. The order it names (?orderNo=) is asked first: one that is not paid, refunded, cancelled or not found is said
 * to be so, never called paid.
 */
export const PayResultSuccessPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Payment successful`, t`Your payment has arrived and your licenses are ready.`);
  const oneYuan = parseOneYuan(useParams().oneYuan);
  const orderNo = useSearchParams()[0].get('orderNo');
  // one query for what the order is, what was paid, its receipt and, for a renewal, the renewed license: the
  // checkstand comes here on the paid event and asks nothing else (fresh: the page says what it finds)
  const { data, loading, error } = useQuery(PaidOrderFactsDocument, { variables: { orderNo: orderNo ?? '' }, skip: !orderNo, fetchPolicy: 'network-only', context: { silent: true } });
  const { truth, order: known } = orderTruthOf(data, { orderNo: orderNo ?? '', loading, error });
  if (orderNo && truth === 'loading') {
    return (
      <BuyPage>
        <ResultCard><p role="status"><Trans>Loading…</Trans></p></ResultCard>
      </BuyPage>
    );
  }
  if (orderNo && truth !== 'paid' && truth !== 'loading') {
    return <OrderTruthPage truth={truth} orderNo={orderNo} order={known} />;
  }
  return (
    <BuyPage>
      <ResultCard as="section" aria-labelledby="pay-result">
        <ResultIcon ok />
        <h1 id="pay-result"><Trans>Payment successful</Trans></h1>
        {orderNo && <WhatWasPaid data={data} />}
        {oneYuan ? <TrialContact /> : <RenewedLicense order={data?.order ?? null} loading={loading} otherwise={<LicenseCountdown />} />}
      </ResultCard>
    </BuyPage>
  );
};

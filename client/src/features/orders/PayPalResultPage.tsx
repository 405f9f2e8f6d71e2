import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useOnce } from '../../lib/useOnce.ts';
import { BuyPage, ResultCard } from './layout.tsx';
import { payPalReturnFrom } from './paypal-return.ts';
import { RefundNotice } from './RefundNotice.tsx';
import { useAfterPayment } from './useAfterPayment.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const CompletePayPalPaymentDocument = graphql(`
  mutation CompletePayPalPayment($input: PayPalReturnInput!) {
    completePayPalPayment(input: $input)
  }
`);

/**
 * /buy/payPalResult — where PayPal sends the browser back. Posts the provider's return parameters once;
 * paid → the success page (the trial's own, or the refund of a second trial), anything else → the failure
 * page, whose Pay Now tries again.
 */
export const PayPalResultPage = () => {
  const { t } = useLingui();
  usePageMeta(t`PayPal payment`, t`Confirming your PayPal payment with the provider.`);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { settle, refund } = useAfterPayment();
  // a refusal is the failure page's to explain: no toast
  const [complete] = useMutation(CompletePayPalPaymentDocument, { context: { silent: true } });
  useOnce(() => {
    const input = payPalReturnFrom(search);
    if (!input) {
      navigate(paths.buy.href(), { replace: true });
      return;
    }
    const failed = () => navigate(paths.payResultError.href(input.orderNo), { replace: true });
    complete({ variables: { input } })
      .then(({ data }) => (data?.completePayPalPayment ? settle(input.orderNo, 0) : failed()))
      .catch(failed);
  });
  return (
    <BuyPage>
      <ResultCard>{refund ? <RefundNotice refund={refund} /> : <p role="status"><Trans>Confirming your payment…</Trans></p>}</ResultCard>
    </BuyPage>
  );
};

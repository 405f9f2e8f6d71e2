import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { ResultIcon } from '../../ui/ResultIcon.tsx';
import type { Refund } from './useAfterPayment.ts';

/** A payment the upstream refunded at once: a second one-yuan trial ('Limit one purchase per person.'). */
export const RefundNotice = ({ refund }: { refund: Refund }) => (
  <section aria-labelledby="refund-title" style={{ textAlign: 'center' }}>
    <ResultIcon ok={false} />
    <h2 id="refund-title" style={{ margin: '16px 0 8px' }}><Trans>Payment refunded</Trans></h2>
    <p role="alert">{refund.trial ? <Trans>Limit one purchase per person.</Trans> : <Trans>This payment has been refunded.</Trans>}</p>
    <p>
      <Trans>Order number</Trans> <code>{refund.orderNo}</code>
    </p>
    <p>
      <Link to={paths.orderManagement.href()}><Trans>Order management</Trans></Link>
    </p>
  </section>
);

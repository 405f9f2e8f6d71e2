import { useMutation } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql/index.ts';
import { Button } from '../../ui/Form.tsx';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';

export const StartAlipayPagePaymentDocument = graphql(`
  mutation StartAlipayPagePayment($orderNo: ID!) {
    startAlipayPagePayment(orderNo: $orderNo)
  }
`);

/**
 * Under the Alipay QR code: pay on Alipay's own desktop page instead of scanning (a buyer at a computer, the phone
 * elsewhere). The browser leaves for Alipay behind the loading overlay; Alipay sends it back to the checkstand, which
 * follows the order's pay status. A failed call (the error link has said why) closes the overlay.
 */
export const AlipayPagePayment = ({ orderNo }: { orderNo: string }) => {
  const [start] = useMutation(StartAlipayPagePaymentDocument);
  const [redirecting, setRedirecting] = useState(false);
  // back from Alipay with the browser's Back button, the page may come from its cache: the overlay is gone
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setRedirecting(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const pay = async () => {
    setRedirecting(true);
    try {
      const { data } = await start({ variables: { orderNo } });
      if (data) window.location.assign(data.startAlipayPagePayment);
      else setRedirecting(false);
    } catch {
      setRedirecting(false);
    }
  };

  return (
    <>
      <Button type="button" $variant="secondary" disabled={redirecting} onClick={() => void pay()}>
        <Trans>Pay on Alipay's website</Trans>
      </Button>
      {redirecting && (
        <LoadingOverlay>
          <Trans>Redirecting to the third-party payment page</Trans>
        </LoadingOverlay>
      )}
    </>
  );
};

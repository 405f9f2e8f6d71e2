import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../lib/page-meta.ts';
import { SuccessPage } from './SuccessPage.tsx';

/** /chatSuccess/:edition — the message to sales is received (spec §9: contact within 2 working days). */
export const ChatSuccessPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Message received`, t`Our sales team will contact you within 2 working days.`);
  return (
    <SuccessPage title={<Trans>Thank you, your message has been received</Trans>}>
      <p><Trans>Our sales team will contact you within 2 working days.</Trans></p>
      <p><Trans>Meanwhile, you can download Tidewatch and try the Community edition.</Trans></p>
    </SuccessPage>
  );
};

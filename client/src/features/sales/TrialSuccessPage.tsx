import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta.ts';
import { coverageDate } from './coverage.ts';
import { TrialEditionDocument } from './EditionQuery.ts';
import { SuccessPage } from './SuccessPage.tsx';

/** /trialSuccess/:edition — the trial request is received. */
export const TrialSuccessPage = () => {
  const { t } = useLingui();
  const edition = useParams().edition ?? '';
  // answered from the cache after the trial form, which asked for the same edition
  const { data } = useQuery(TrialEditionDocument, { variables: { edition }, skip: !/^\d+$/.test(edition) });
  const coverage = coverageDate(new Date(), data?.edition?.sale === 'TRIAL');
  usePageMeta(t`Trial request received`, t`Your trial request has been received; download Tidewatch while we review it.`);
  return (
    <SuccessPage title={<Trans>Your trial request has been received</Trans>}>
      <p><Trans>We have mailed you a confirmation. Once your request is approved, the 7-day trial license arrives at the same address.</Trans></p>
      <p><Trans>The trial includes the vulnerabilities updated before {coverage}. Download Tidewatch now so it is ready.</Trans></p>
    </SuccessPage>
  );
};

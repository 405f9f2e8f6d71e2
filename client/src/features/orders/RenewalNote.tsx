import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #eff6ff;
  font-size: 14px;
  line-height: 1.6;
`;

/** What renewing does, said where the quantity would be asked. */
export const RenewalNote = ({ licenseId }: { licenseId: string }) => (
  <Note>
    <Trans>
      Renewing license {licenseId}: once paid, it runs on for the term you choose, from its current end date (or from today if it has
      already ended), on the same machine. Download its new license file afterwards.
    </Trans>
  </Note>
);

import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

const Note = styled.div`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #eff6ff;
  font-size: 14px;
  line-height: 1.6;
  p { margin: 0; }
  ul { margin: 8px 0 0; padding-left: 20px; }
`;

/** What renewing does, said where the quantity would be asked; several licences (a team's seats) are listed. */
export const RenewalNote = ({ licenseIds }: { licenseIds: readonly string[] }) => {
  const { t } = useLingui();
  const [licenseId] = licenseIds;
  if (licenseIds.length === 1) {
    return (
      <Note>
        <p>
          <Trans>
            Renewing license {licenseId}: once paid, it runs on for the term you choose, from its current end date (or from today if it has
            already ended), on the same machine. Download its new license file afterwards.
          </Trans>
        </p>
      </Note>
    );
  }
  const count = licenseIds.length;
  return (
    <Note>
      <p>
        <Trans>
          Renewing {count} licenses in one order: once paid, each runs on for the term you choose, from its own end date (or from today if it
          has already ended), on the same machine.
        </Trans>
      </p>
      <ul aria-label={t`Licenses renewed`}>
        {licenseIds.map((id) => (
          <li key={id}>
            <Trans>License {id}</Trans>
          </li>
        ))}
      </ul>
    </Note>
  );
};

/** The order form's heading when it renews: one licence by its id, several by their number. */
export const RenewTitle = ({ ids }: { ids: readonly string[] }) => {
  const count = ids.length;
  const [renew] = ids;
  return count === 1 ? <Trans>Renew license {renew}</Trans> : <Trans>Renew {count} licenses</Trans>;
};

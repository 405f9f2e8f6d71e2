import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths.ts';
import { Notice } from '../../../ui/AuthCard.tsx';
import { Button } from '../../../ui/Form.tsx';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** The recovery codes, shown once after enrolment: to copy or download, each good for one sign-in. */
export const RecoveryCodes = ({ username, codes }: { username: string; codes: readonly string[] }) => {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `tidewatch-staff-${username}-recovery-codes.txt` });
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title">
        <Trans>Your recovery codes</Trans>
      </h2>
      <Notice $tone="info">
        <p>
          <Trans>Keep these codes somewhere safe: each signs you in once when you do not have your authenticator. They are shown only now.</Trans>
        </p>
      </Notice>
      <Codes aria-label={t`Recovery codes`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {copied ? <Trans>Copied</Trans> : <Trans>Copy the codes</Trans>}
        </Button>
        <Button type="button" $variant="secondary" onClick={download}>
          <Trans>Download the codes</Trans>
        </Button>
      </Actions>
      <p>
        <Link to={paths.adminSignIn.href()}>
          <Trans>Go to the back-office sign-in</Trans>
        </Link>
      </p>
    </section>
  );
};

import { useMutation } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { saveFile } from '../../lib/save-file.ts';
import { Button } from '../../ui/Form.tsx';

/** What the success page shows of a renewal; its query (PaidOrderFacts) spreads it. */
export const RenewedLicenseFragment = graphql(`
  fragment RenewedLicense_order on Order {
    renewedLicense {
      id
      mid
      status
      expiredAt
    }
  }
`);

/** The renewed license's file as it now stands (its new end signed in), asked for without a MID as a download. */
export const RenewedLicenseFileDocument = graphql(`
  mutation RenewedLicenseFile($input: GenerateLicenseInput!) {
    generateLicense(input: $input) {
      licenseId
      fileName
      content
    }
  }
`);

const Renewed = styled.section`
  margin-top: 20px;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  text-align: left;
  h2 { font-size: 16px; margin: 0 0 8px; }
  p { margin: 0 0 12px; }
  /* a long label wraps inside the button rather than out of it */
  button { height: auto; min-height: 42px; padding-top: 8px; padding-bottom: 8px; white-space: normal; }
  /* a phone: as wide as the facts above it */
  @media (max-width: 480px) {
    margin: 20px -28px 0;
    padding: 14px 16px;
  }
`;

/**
 * A renewal's success: the license's new end and its new file, offered here (the buyer stays to download it,
 * so no countdown); any other order gets `otherwise` (the countdown to license management).
 */
interface Props {
  order: FragmentType<typeof RenewedLicenseFragment> | null;
  /** the order is still being read: neither the renewal nor the countdown yet */
  loading: boolean;
  otherwise: ReactNode;
}

export const RenewedLicense = ({ order, loading, otherwise }: Props) => {
  const [fetchFile, file] = useMutation(RenewedLicenseFileDocument);
  if (loading && !order) return null;
  const license = getFragmentData(RenewedLicenseFragment, order)?.renewedLicense;
  if (!license) return <>{otherwise}</>;
  const { id } = license;
  const until = license.expiredAt?.slice(0, 10) ?? '—';
  const download = async () => {
    const { data: answer } = await fetchFile({ variables: { input: { licenseId: id } } }).catch(() => ({ data: undefined }));
    if (answer) saveFile(answer.generateLicense.fileName, answer.generateLicense.content, 'application/octet-stream');
  };
  return (
    <Renewed aria-labelledby="renewed-license">
      <h2 id="renewed-license">
        <Trans>License {id} is renewed</Trans>
      </h2>
      <p>
        <Trans>It now runs until {until}, on the same machine. Import its new license file there.</Trans>
      </p>
      {license.status === 'GENERATED' && (
        <Button type="button" disabled={file.loading} onClick={() => void download()}>
          <Trans>Download the new license file</Trans>
        </Button>
      )}
    </Renewed>
  );
};

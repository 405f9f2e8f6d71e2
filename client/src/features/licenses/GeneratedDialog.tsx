import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import type { GeneratedLicense } from './GenerateDialog.tsx';
import { LICENSE_FILE_NAME } from './save-file.ts';

const Lines = styled.div`
  p { margin: 0 0 8px; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 13px; overflow-wrap: anywhere; }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 42px;
  padding: 0 22px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  &:hover { background: ${({ theme }) => theme.color.primaryDark}; text-decoration: none; }
`;

/** A link that saves the file itself: its object URL lives as long as the link is shown. */
const LicenseLink = ({ content }: { content: string }) => {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([content], { type: 'application/octet-stream' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [content]);
  return (
    <DownloadLink href={href} download={LICENSE_FILE_NAME}>
      <Trans>Download license</Trans>
    </DownloadLink>
  );
};

const Result = ({ license: { licenseId, mid, sentTo, content } }: { license: GeneratedLicense }) => (
  <>
    <Lines>
      <p>
        <Trans>
          License {licenseId} is bound to the MID <code>{mid}</code>.
        </Trans>
      </p>
      {sentTo && (
        <p>
          <Trans>The license file has been sent to {sentTo}.</Trans>
        </p>
      )}
    </Lines>
    <DialogActions>
      <LicenseLink content={content} />
    </DialogActions>
  </>
);

/** After generating: 'Generated' or, when mailed, 'Sent successfully', with a 'Download license' link. */
export const GeneratedDialog = ({ license, onClose }: { license: GeneratedLicense | null; onClose: () => void }) => (
  <Dialog open={license !== null} onOpenChange={(open) => !open && onClose()} title={license?.sentTo ? <Trans>Sent successfully</Trans> : <Trans>Generated</Trans>}>
    {license && <Result license={license} />}
  </Dialog>
);

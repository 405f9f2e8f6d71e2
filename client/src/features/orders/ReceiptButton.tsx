import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { currentLocale } from '../../i18n/i18n.ts';
import { getToken } from '../../lib/session.ts';
import { saveFile } from '../../lib/save-file.ts';
import { showToast } from '../../lib/toasts.ts';
import { CellAction } from '../../ui/Table.tsx';

/** The name the upstream gave the file (Content-Disposition), else one of our own. */
const fileNameOf = (response: Response, orderNo: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `Tidewatch-receipt-${orderNo}.pdf`;

/**
 * Downloads a paid order's receipt: a plain HTTP download the gateway proxies (Order.receiptUrl), sent with the
 * session's bearer token because the receipt is its owner's alone; a refusal shows the upstream's message.
 */
export const ReceiptButton = ({ url, orderNo }: { url: string; orderNo: string }) => {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = getToken();
      const response = await fetch(url, { headers: { 'x-locale': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      if (!response.ok) {
        const refusal = (await response.json().catch(() => null)) as { messages?: string } | null;
        showToast('error', refusal?.messages || t`The receipt could not be downloaded; please try again later`);
        return;
      }
      saveFile(fileNameOf(response, orderNo), await response.blob(), 'application/pdf');
    } catch {
      showToast('error', t`The network connection is abnormal, please try again later`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <CellAction type="button" disabled={busy} aria-label={t`Receipt of order ${orderNo} (PDF)`} onClick={() => void download()}>
      <Trans>Receipt</Trans>
    </CellAction>
  );
};

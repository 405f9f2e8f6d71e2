import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../gql/index.ts';
import { showToast } from '../../lib/toasts.ts';
import { PanelCard } from '../../ui/Page.tsx';
import { pageCount } from '../../ui/pager.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { usePageParam } from '../../ui/usePageParam.ts';
import { copyText } from '../../lib/copy-text.ts';
import { GenerateDialog, type GeneratedLicense } from './GenerateDialog.tsx';
import { GeneratedDialog } from './GeneratedDialog.tsx';
import { MoveDialog, type MoveTarget } from './MoveDialog.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { LicenseTable } from './LicenseTable.tsx';
import { LicenseToolbar } from './LicenseToolbar.tsx';
import { useExportActivationCodes } from './useExportActivationCodes.ts';
import { useLicenseDownload } from './useLicenseDownload.ts';
import { useLicenseSelection } from './useLicenseSelection.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** Page size 20 (spec §9). */
export const LICENSE_PAGE_SIZE = 20;

export const LicenseManagementDocument = graphql(`
  query LicenseManagement($page: Int!, $size: Int!) {
    licenses(page: $page, size: $size) {
      items {
        id
        status
        key
        ...LicenseTable_license
      }
      page
      size
      total
    }
    availableLicenseCount
  }
`);

const Panel = PanelCard;

/**
 * /center/licenseManagement (spec §2): the count still available for distribution, All and Export, the
 * licenses 20 a page with their selection, generate dialog, file download and activation-code copy.
 * The selection is kept across pages until exported or cleared; the header checkbox speaks for the page.
 */
export const LicenseManagementPage = () => {
  const { t } = useLingui();
  usePageMeta(t`License management`, t`Your licenses: generate license files bound to a machine ID and export activation codes.`);
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, refetch } = useQuery(LicenseManagementDocument, {
    variables: { page, size: LICENSE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const [generating, setGenerating] = useState<string | null>(null);
  const [generated, setGenerated] = useState<GeneratedLicense | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const { download, downloading } = useLicenseDownload();
  const exporter = useExportActivationCodes();

  const rows = useMemo(() => shown?.licenses.items ?? [], [shown]);
  const codesOnPage = useMemo(() => rows.flatMap((row) => (row.key ? [row.key] : [])), [rows]);
  const total = shown?.licenses.total ?? 0;
  const available = shown?.availableLicenseCount ?? '…';
  const { selected, all, setAll, toggleRow, togglePage } = useLicenseSelection(rows);
  // a page past the end (licenses gone, or a typed address) goes to the last page
  const lastPage = pageCount(total, LICENSE_PAGE_SIZE);
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);

  const copy = async (code: string) => {
    try {
      await copyText(code);
      showToast('success', t`Success!`);
    } catch {
      showToast('error', t`Could not copy. Select the code and copy it by hand.`);
    }
  };
  const onMoved = () => {
    const id = moving?.id ?? '';
    setMoving(null);
    showToast('success', t`License ${id} is released: generate it for the new machine.`);
    void refetch().catch(() => undefined);
  };
  const onGenerated = (license: GeneratedLicense) => {
    setGenerating(null);
    setGenerated(license);
    void refetch().catch(() => undefined);
  };

  return (
    <Panel as="section" aria-label={t`License management`}>
      <LicenseToolbar
        available={available}
        count={selected.size}
        all={all}
        onAllChange={setAll}
        exporting={exporter.exporting}
        onExport={() => void exporter.run(all, selected)}
      />
      <LicenseTable
        rows={rows}
        selected={selected}
        all={all}
        loading={loading && !shown}
        onSelectRow={toggleRow}
        onSelectPage={togglePage}
        onCopy={(code) => void copy(code)}
        onGenerate={(row) => setGenerating(row.id)}
        onDownload={(row) => void download(row)}
        onMove={(row) => setMoving({ id: row.id, mid: row.mid ?? '', expiredAt: row.expiredAt ?? null, movesLeft: row.movesLeft ?? null })}
        onHistory={(row) => setHistoryOf(row.id)}
        downloading={downloading}
      />
      <Pagination page={page} size={LICENSE_PAGE_SIZE} total={total} onPageChange={setPage} />
      <GenerateDialog licenseId={generating} codesOnPage={codesOnPage} onClose={() => setGenerating(null)} onGenerated={onGenerated} />
      <GeneratedDialog license={generated} onClose={() => setGenerated(null)} />
      <MoveDialog license={moving} onClose={() => setMoving(null)} onMoved={onMoved} />
      <HistoryDialog licenseId={historyOf} onClose={() => setHistoryOf(null)} />
    </Panel>
  );
};

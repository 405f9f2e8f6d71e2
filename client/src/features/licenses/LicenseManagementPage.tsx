import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { showToast } from '../../lib/toasts.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Button } from '../../ui/Form.tsx';
import { PanelCard } from '../../ui/Page.tsx';
import { pageCount } from '../../ui/pager.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { usePageParam } from '../../ui/usePageParam.ts';
import { copyText } from '../../lib/copy-text.ts';
import { GenerateDialog, GenerateLicenseDocument, type GeneratedLicense } from './GenerateDialog.tsx';
import { GeneratedDialog } from './GeneratedDialog.tsx';
import { MoveDialog, type MoveTarget } from './MoveDialog.tsx';
import { LicenseTable } from './LicenseTable.tsx';
import { saveLicenseFile } from './save-file.ts';
import { selectPage, selectRow, withoutGenerated } from './selection.ts';
import { useExportActivationCodes } from './useExportActivationCodes.ts';
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  strong { font-size: 22px; color: ${({ theme }) => theme.color.primary}; margin: 0 4px; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  > div { align-items: center; }
`;

const Chosen = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

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
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const [generating, setGenerating] = useState<string | null>(null);
  const [generated, setGenerated] = useState<GeneratedLicense | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [fetchFile] = useMutation(GenerateLicenseDocument);
  const exporter = useExportActivationCodes();

  const rows = useMemo(() => shown?.licenses.items ?? [], [shown]);
  const codesOnPage = useMemo(() => rows.flatMap((row) => (row.key ? [row.key] : [])), [rows]);
  const total = shown?.licenses.total ?? 0;
  const available = shown?.availableLicenseCount ?? '…';
  const count = selected.size;

  // rows generated since they were selected leave the selection
  useEffect(() => setSelected((current) => withoutGenerated(rows, current)), [rows]);
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
  const download = async (row: { id: string }) => {
    setDownloading(row.id);
    try {
      const { data: file } = await fetchFile({ variables: { input: { licenseId: row.id } } });
      if (file) saveLicenseFile(file.generateLicense.content);
    } catch {
      // the error link has said why
    } finally {
      setDownloading(null);
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
      <Toolbar>
        <Available data-testid="available-licenses">
          <Trans>
            Licenses available for distribution: <strong>{available}</strong>
          </Trans>
        </Available>
        <Actions>
          {!all && selected.size > 0 && (
            <Chosen>
              <Trans>{count} selected</Trans>
            </Chosen>
          )}
          <Checkbox checked={all} onCheckedChange={setAll} label={<Trans>All</Trans>} />
          <Button type="button" disabled={exporter.exporting} onClick={() => void exporter.run(all, selected)}>
            <Trans>Export</Trans>
          </Button>
        </Actions>
      </Toolbar>
      <LicenseTable
        rows={rows}
        selected={selected}
        all={all}
        loading={loading && !shown}
        onSelectRow={(row, on) => setSelected((current) => selectRow(current, row, on))}
        onSelectPage={(on) => setSelected((current) => selectPage(rows, current, on))}
        onCopy={(code) => void copy(code)}
        onGenerate={(row) => setGenerating(row.id)}
        onDownload={(row) => void download(row)}
        onMove={(row) => setMoving({ id: row.id, mid: row.mid ?? '', expiredAt: row.expiredAt ?? null, movesLeft: row.movesLeft ?? null })}
        downloading={downloading}
      />
      <Pagination page={page} size={LICENSE_PAGE_SIZE} total={total} onPageChange={setPage} />
      <GenerateDialog licenseId={generating} codesOnPage={codesOnPage} onClose={() => setGenerating(null)} onGenerated={onGenerated} />
      <GeneratedDialog license={generated} onClose={() => setGenerated(null)} />
      <MoveDialog license={moving} onClose={() => setMoving(null)} onMoved={onMoved} />
    </Panel>
  );
};

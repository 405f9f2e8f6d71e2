import { useApolloClient, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql/index.ts';
import type { AuditLogPageQuery } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Button, FormAlert } from '../../../ui/Form.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { CardTable, EmptyRow, TableScroll } from '../../../ui/Table.tsx';
import { auditCsv } from './audit-csv.ts';
import { auditChanges } from './audit-diff.ts';
import { AuditFilters, NO_FILTER, type Filter } from './AuditFilters.tsx';

export const AuditLogPageDocument = graphql(`
  query AuditLogPage($filter: AuditLogFilter, $page: Int, $size: Int) {
    auditLog(filter: $filter, page: $page, size: $size) {
      page
      size
      total
      entries {
        id
        at
        actorKind
        actorName
        ip
        action
        subjectType
        subjectId
        before
        after
        reason
      }
    }
  }
`);

type Entry = AuditLogPageQuery['auditLog']['entries'][number];

const PAGE_SIZE = 50;
/** the export reads the filtered rows this many at a time (the most the graph gives in one page) */
const EXPORT_PAGE = 1000;
const AUDIT_CARDS_BELOW = 900;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const ChangeList = ({ entry }: { entry: Entry }) => (
  <Changes>
    {auditChanges(entry.before, entry.after).map((change) => (
      <li key={change.field}>
        {change.field && <strong>{change.field}: </strong>}
        {change.before} → {change.after}
      </li>
    ))}
  </Changes>
);

const download = (text: string, name: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
};

/** The entries as a table, or as cards on a phone. */
const AuditTable = ({ entries, loading }: { entries: readonly Entry[] | undefined; loading: boolean }) => {
  const { i18n, t } = useLingui();
  return (
    <TableScroll aria-label={t`Audit log entries`}>
      <CardTable aria-label={t`Audit log entries`} $cardsBelow={AUDIT_CARDS_BELOW}>
        <thead>
          <tr>
            <th>{t`When`}</th>
            <th>{t`Who`}</th>
            <th>{t`Address`}</th>
            <th>{t`Action`}</th>
            <th>{t`Subject`}</th>
            <th>{t`Change`}</th>
            <th>{t`Reason`}</th>
          </tr>
        </thead>
        <tbody>
          {!entries || entries.length === 0 ? (
            <EmptyRow columns={7} loading={loading} />
          ) : (
            entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td data-label={t`When`}>{i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                <td data-label={t`Who`}>{entry.actorName}</td>
                <td data-label={t`Address`}>{entry.ip}</td>
                <td data-label={t`Action`}>{entry.action}</td>
                <td data-label={t`Subject`}>
                  {entry.subjectType} #{entry.subjectId}
                </td>
                <td data-label={t`Change`}>
                  <ChangeList entry={entry} />
                </td>
                <td data-label={t`Reason`}>{entry.reason ?? ''}</td>
              </tr>
            ))
          )}
        </tbody>
      </CardTable>
    </TableScroll>
  );
};

/** /admin/audit (admins): every staff action, newest first, filtered, paged, and exported as CSV. */
export const AuditLogPage = () => {
  const { t } = useLingui();
  const _ = useTranslate();
  usePageMeta(t`Audit log`, t`Every staff action: who, when, from where, what, and why.`);
  const client = useApolloClient();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const { data, loading, error } = useQuery(AuditLogPageDocument, { variables: { filter, page, size: PAGE_SIZE }, fetchPolicy: 'network-only', context: { silent: true } });
  const log = data?.auditLog;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Entry[] = [];
      for (let at = 1; ; at++) {
        const { data: chunk } = await client.query({ query: AuditLogPageDocument, variables: { filter, page: at, size: EXPORT_PAGE }, fetchPolicy: 'network-only' });
        rows.push(...(chunk?.auditLog.entries ?? []));
        if (!chunk || rows.length >= chunk.auditLog.total || chunk.auditLog.entries.length === 0) break;
      }
      download(auditCsv(rows), 'audit-log.csv');
    } catch (failure) {
      showToast('error', errorMessage(failure, _));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      <AuditFilters
        value={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {error && <FormAlert>{errorMessage(error, _)}</FormAlert>}
      <Toolbar>
        <p>{log ? <Trans>{log.total} entries</Trans> : null}</p>
        <Button type="button" $variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      </Toolbar>
      <AuditTable entries={log?.entries} loading={loading} />
      {log && <Pagination page={page} size={PAGE_SIZE} total={log.total} onPageChange={setPage} />}
    </Stack>
  );
};

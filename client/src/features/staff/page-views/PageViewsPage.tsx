import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { StaffPageViewsQuery } from '../../../gql/graphql.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { TextField } from '../../../ui/Form.tsx';
import { Table, TableScroll } from '../../../ui/Table.tsx';
import { StaffPageViewsDocument } from './page-views-document.ts';
import { ViewsChart, type Series } from './ViewsChart.tsx';

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** How many paths the per-path chart follows: the busiest of the range. */
const CHARTED_PATHS = 5;

const Range = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 220px));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const PathCell = styled.td`
  overflow-wrap: anywhere;
`;

/** Every day of the range, so a day without views is a zero rather than a gap. */
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to) && days.length < 400; time += DAY_MS) days.push(utcDay(time));
  return days;
};

const seriesOf = (days: string[], rows: { day: string; views: number }[], names: string[], nameOf: (row: never) => string): Series[] =>
  names.map((name) => ({
    name,
    counts: days.map((day) => rows.filter((row) => row.day === day && nameOf(row as never) === name).reduce((sum, row) => sum + row.views, 0)),
  }));

const Charts = ({ summary }: { summary: StaffPageViewsQuery['staffPageViews'] }) => {
  const { t } = useLingui();
  const days = daysOf(summary.from, summary.to);
  const locales = [...new Set(summary.perDayLocale.map((row) => row.locale))].sort();
  const paths = summary.topPaths.slice(0, CHARTED_PATHS).map((row) => row.path);
  const total = summary.total;
  return (
    <>
      <ViewsChart
        kind="bar"
        title={t`Views per day by language`}
        summary={t`${total} views from ${summary.from} to ${summary.to}, stacked by language (${locales.join(', ') || '—'}).`}
        days={days}
        series={seriesOf(days, summary.perDayLocale, locales, (row: { locale: string }) => row.locale)}
      />
      <ViewsChart
        kind="line"
        title={t`Views per day of the busiest paths`}
        summary={t`One line per path for the ${paths.length} busiest paths of the range.`}
        days={days}
        series={seriesOf(days, summary.perDayPath, paths, (row: { path: string }) => row.path)}
      />
    </>
  );
};

/** Page views (issue #33): views per day by language and by path as charts, the top paths, over a range of days. */
export const PageViewsPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Page views`, t`Views per day, path and language.`);
  const today = Date.now();
  const [from, setFrom] = useState(utcDay(today - 29 * DAY_MS));
  const [to, setTo] = useState(utcDay(today));
  const { data, error } = useQuery(StaffPageViewsDocument, { variables: { from, to }, skip: !from || !to, fetchPolicy: 'cache-and-network' });
  const summary = data?.staffPageViews;
  return (
    <>
      <h1>
        <Trans>Page views</Trans>
      </h1>
      <Range>
        <TextField type="date" label={<Trans>From</Trans>} value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        <TextField type="date" label={<Trans>To</Trans>} value={to} min={from} onChange={(event) => setTo(event.target.value)} />
      </Range>
      {error && <p role="alert">{error.message}</p>}
      {summary && (
        <>
          <Charts summary={summary} />
          <h2>
            <Trans>Top paths</Trans>
          </h2>
          <TableScroll aria-label={t`Top paths`}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Path</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Views</Trans>
                  </th>
                </tr>
              </thead>
              <tbody data-testid="top-paths">
                {summary.topPaths.map((row) => (
                  <tr key={row.path}>
                    <PathCell>{row.path}</PathCell>
                    <td>{row.views}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </>
  );
};

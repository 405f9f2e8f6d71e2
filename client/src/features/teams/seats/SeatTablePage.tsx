import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql/index.ts';
import type { TeamSeatsQuery } from '../../../gql/graphql.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showToast } from '../../../lib/toasts.ts';
import { PanelCard } from '../../../ui/Page.tsx';
import { ReassignDialog, type ReassignTarget } from './ReassignDialog.tsx';
import { DEFAULT_UNUSED_DAYS, SEATS_CSV_NAME, filterSeats, renewTarget, seatsCsv, type SeatFilter, type SeatRow } from './seat-rows.ts';
import { SeatFilters } from './SeatFilters.tsx';
import { SeatTable } from './SeatTable.tsx';
import { useSeatLabels } from './useSeatLabels.ts';

/** Every column of every seat of the caller's teams, in the one `teams` call (never one call per row). */
export const TeamSeatsDocument = graphql(`
  query TeamSeats {
    teams {
      id
      name
      role
      members {
        id
        username
      }
      seats {
        lastValidatedAt
        member {
          id
          username
        }
        license {
          id
          mid
          generatedAt
          expiredAt
          renewal
          movesLeft
          edition {
            id
          }
        }
      }
    }
  }
`);

type Team = TeamSeatsQuery['teams'][number];

const Title = styled.h1`
  font-size: 20px;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const rowsOf = (team: Team | undefined): SeatRow[] =>
  (team?.seats ?? []).map((seat) => ({
    licenseId: seat.license.id,
    member: seat.member,
    mid: seat.license.mid ?? null,
    generatedAt: seat.license.generatedAt ?? null,
    lastValidatedAt: seat.lastValidatedAt ?? null,
    expiredAt: seat.license.expiredAt ?? null,
    renewal: seat.license.renewal ?? null,
    editionId: seat.license.edition?.id ?? null,
  }));

const movesLeftOf = (team: Team | undefined, licenseId: string) => team?.seats.find((s) => s.license.id === licenseId)?.license.movesLeft ?? null;

/** The filter, the selection among the rows shown, and the CSV of what is shown. */
const useSeatView = (team: Team | undefined) => {
  const [filter, setFilter] = useState<SeatFilter>({ member: 'all', state: 'all', unusedDays: DEFAULT_UNUSED_DAYS });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // "now" is the page's moment: the unused marks do not move while it is open
  const [now] = useState(() => Date.now());
  const all = useMemo(() => rowsOf(team), [team]);
  const rows = useMemo(() => filterSeats(all, filter, now), [all, filter, now]);
  const chosen = rows.filter((row) => selected.has(row.licenseId));
  const select = (id: string, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(on ? new Set(rows.map((row) => row.licenseId)) : new Set());
  return { filter, setFilter, now, rows, chosen, selected, select, selectAll };
};

/**
 * /center/team/:teamId/seats (issue #34): the seat table for the team's owner and managers. A member is told it is
 * not theirs to see (the server answers them only their own seats anyway).
 */
export const SeatTablePage = () => {
  const { t } = useLingui();
  usePageMeta(t`Seats`, t`The team's seats: who holds each, its machine, last validation, expiry and renewal.`);
  const { teamId } = useParams();
  const { data, loading, refetch } = useQuery(TeamSeatsDocument, { fetchPolicy: 'cache-and-network' });
  const team = data?.teams.find((candidate) => candidate.id === teamId);
  const labels = useSeatLabels();
  const view = useSeatView(team);
  const [reassigning, setReassigning] = useState<ReassignTarget | null>(null);
  if (!team) {
    return <PanelCard>{loading ? <Notice><Trans>Loading…</Trans></Notice> : <Notice role="status"><Trans>This team does not exist, or you are not in it.</Trans></Notice>}</PanelCard>;
  }
  const name = team.name;
  if (team.role === 'MEMBER') {
    return (
      <PanelCard>
        <Title><Trans>Seats of {name}</Trans></Title>
        <Notice role="status"><Trans>Only the team's owner and managers see its seat table. Your own seats are in license management.</Trans></Notice>
      </PanelCard>
    );
  }
  const exportCsv = () => saveFile(SEATS_CSV_NAME, seatsCsv(view.rows, labels, view.filter.unusedDays, view.now), 'text/csv;charset=utf-8');
  const reassigned = () => {
    setReassigning(null);
    showToast('success', t`The seat was reassigned`);
    void refetch();
  };
  return (
    <PanelCard>
      <Title><Trans>Seats of {name}</Trans></Title>
      <SeatFilters filter={view.filter} onFilter={view.setFilter} members={team.members} shown={view.rows.length} selected={view.chosen.length} renew={renewTarget(view.chosen)} onExport={exportCsv} />
      <SeatTable
        rows={view.rows}
        labels={labels}
        unusedDays={view.filter.unusedDays}
        now={view.now}
        loading={loading}
        selected={view.selected}
        onSelect={view.select}
        onSelectAll={view.selectAll}
        onReassign={(row) => setReassigning({ licenseId: row.licenseId, mid: row.mid, holderId: row.member.id, movesLeft: movesLeftOf(team, row.licenseId) })}
      />
      <ReassignDialog seat={reassigning} members={team.members} onClose={() => setReassigning(null)} onDone={reassigned} />
    </PanelCard>
  );
};

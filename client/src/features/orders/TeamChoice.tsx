import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import type { TeamRole } from '../../gql/graphql.ts';
import { SelectField } from '../../ui/Select.tsx';

/**
 * What the order form reads of the buyer's teams: whom they may buy for. Its own query, so a failure here leaves the
 * form as it was before teams (buying for oneself).
 */
export const BuyerTeamsDocument = graphql(`
  query BuyerTeams {
    teams {
      id
      name
      role
    }
  }
`);

export interface BuyerTeam {
  id: string;
  name: string;
}

/** The roles that buy for a team. */
const RUNS_TEAM: readonly TeamRole[] = ['OWNER', 'MANAGER'];

/** The teams the buyer may buy for: those they own or manage (a member buys only for themselves). */
export const buyerTeams = (teams: readonly (BuyerTeam & { role: TeamRole })[] | null | undefined): BuyerTeam[] =>
  (teams ?? [])
    .filter((team) => RUNS_TEAM.includes(team.role))
    .map(({ id, name }) => ({ id, name }));

/** The option value of buying for oneself (a team's is its id). */
const MYSELF = 'myself';

interface Props {
  teams: readonly BuyerTeam[];
  /** the chosen team's id, or null for oneself */
  value: string | null;
  onChange: (teamId: string | null) => void;
}

/**
 * "For: myself / team X" (issue #34): an order for a team makes its licences the team's seats once paid, held by the
 * buyer until a manager assigns them. Not shown to a buyer who runs no team.
 */
export const TeamChoice = ({ teams, value, onChange }: Props) => {
  const { t } = useLingui();
  if (teams.length === 0) return null;
  return (
    <SelectField
      label={<Trans>For</Trans>}
      value={value ?? MYSELF}
      onValueChange={(next) => onChange(next === MYSELF ? null : next)}
      options={[{ value: MYSELF, text: t`Myself` }, ...teams.map(({ id, name: team }) => ({ value: id, text: t`Team: ${team}` }))]}
    />
  );
};

/**
 * The order form's choice of whom it buys for: the chosen team's id (null for oneself, and always null when `fixed`: the
 * trial and renewals are not bought for a team), its name for the review, and the field, when there is one to show.
 */
export const useBuyingFor = (fixed: boolean) => {
  const { data } = useQuery(BuyerTeamsDocument, { skip: fixed });
  const teams = buyerTeams(data?.teams);
  const [chosen, setChosen] = useState<string | null>(null);
  const teamId = fixed ? null : chosen;
  return {
    teamId,
    teamName: teams.find((team) => team.id === teamId)?.name,
    field: fixed ? undefined : <TeamChoice teams={teams} value={chosen} onChange={setChosen} />,
  };
};

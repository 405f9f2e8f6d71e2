import { useApolloClient, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import styled from 'styled-components';
import { getFragmentData } from '../../../gql/index.ts';
import type { LeadFilter, LeadKind, LeadState, StaffMeQuery } from '../../../gql/graphql.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { LeadCard } from './LeadCard.tsx';
import { StaffLeadFieldsFragment, StaffLeadsCsvDocument, StaffLeadsDocument } from './leads-documents.ts';
import { kindName, stateName } from './lead-words.ts';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const ANY = 'any';
const KINDS: LeadKind[] = ['TRIAL', 'SALES'];
const STATES: LeadState[] = ['NEW', 'CONTACTED', 'WON', 'LOST'];

/** The filter the selects stand for: `any` filters nothing, owner `none` is the leads nobody owns. */
const filterOf = (kind: string, state: string, owner: string): LeadFilter => ({
  ...(kind !== ANY ? { kind: kind as LeadKind } : {}),
  ...(state !== ANY ? { state: state as LeadState } : {}),
  ...(owner === 'none' ? { unowned: true } : owner !== ANY ? { ownerId: owner } : {}),
});

/** Trial requests and sales contacts (issue #33): filtered by kind, state and owner, worked one card each, exported as CSV. */
export const LeadsPage = () => {
  const { i18n, t } = useLingui();
  const me = useOutletContext<StaffMeQuery['staffMe']>();
  usePageMeta(t`Leads`, t`Trial requests and sales contacts.`);
  const [kind, setKind] = useState(ANY);
  const [state, setState] = useState(ANY);
  const [owner, setOwner] = useState(ANY);
  const filter = filterOf(kind, state, owner);
  const { data, loading, refetch } = useQuery(StaffLeadsDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const owners = data?.staffLeadOwners ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: csv } = await client.query({ query: StaffLeadsCsvDocument, variables: { filter }, fetchPolicy: 'no-cache' });
      if (csv) saveFile('leads.csv', csv.staffLeadsCsv, 'text/csv;charset=utf-8');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <h1>
        <Trans>Leads</Trans>
      </h1>
      <Filters>
        <SelectField
          label={<Trans>Kind</Trans>}
          value={kind}
          onValueChange={setKind}
          options={[{ value: ANY, text: t`All kinds` }, ...KINDS.map((value) => ({ value, text: i18n._(kindName[value]) }))]}
        />
        <SelectField
          label={<Trans>State</Trans>}
          value={state}
          onValueChange={setState}
          options={[{ value: ANY, text: t`All states` }, ...STATES.map((value) => ({ value, text: i18n._(stateName[value]) }))]}
        />
        <SelectField
          label={<Trans>Owner</Trans>}
          value={owner}
          onValueChange={setOwner}
          options={[
            { value: ANY, text: t`Anyone` },
            { value: 'none', text: t`Nobody` },
            ...owners.map((member) => ({ value: member.id, text: member.id === me.id ? t`${member.username} (me)` : member.username })),
          ]}
        />
        <Button type="button" $variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      </Filters>
      {data && data.staffLeads.length === 0 && (
        <p>
          <Trans>No leads match.</Trans>
        </p>
      )}
      {!data && loading && (
        <p>
          <Trans>Loading…</Trans>
        </p>
      )}
      <List>
        {data?.staffLeads.map((lead) => (
          <LeadCard key={getFragmentData(StaffLeadFieldsFragment, lead).id} lead={lead} owners={owners} onChanged={() => void refetch()} />
        ))}
      </List>
    </>
  );
};

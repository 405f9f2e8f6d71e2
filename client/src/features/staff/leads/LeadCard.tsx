import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { getFragmentData, type FragmentType } from '../../../gql/index.ts';
import type { StaffLeadsQuery } from '../../../gql/graphql.ts';
import { Card } from '../../../ui/Page.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { LeadDetails, LeadNotes, LeadStateActions } from './lead-parts.tsx';
import { LeadQuote } from './LeadQuote.tsx';
import { AssignLeadDocument, StaffLeadFieldsFragment } from './leads-documents.ts';

const Article = styled(Card).attrs({ as: 'article' })`
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
`;

type Owners = StaffLeadsQuery['staffLeadOwners'];

/** One lead as sales work it: who and what, its owner, its state's next steps, and its notes. */
export const LeadCard = ({ lead: masked, owners, onChanged }: { lead: FragmentType<typeof StaffLeadFieldsFragment>; owners: Owners; onChanged: () => void }) => {
  const { t } = useLingui();
  const lead = getFragmentData(StaffLeadFieldsFragment, masked);
  const headingId = useId();
  const [assign] = useMutation(AssignLeadDocument);
  return (
    <Article aria-labelledby={headingId} data-testid={`lead-${lead.id}`}>
      <h2 id={headingId}>
        {lead.name} · {lead.company}
      </h2>
      <LeadDetails lead={lead} />
      <SelectField
        label={<Trans>Owner</Trans>}
        value={lead.owner?.id ?? 'none'}
        onValueChange={(value) => void assign({ variables: { id: lead.id, ownerId: value === 'none' ? null : value } })}
        options={[{ value: 'none', text: t`Nobody` }, ...owners.map((owner) => ({ value: owner.id, text: owner.username }))]}
      />
      <LeadStateActions lead={lead} onChanged={onChanged} />
      {lead.kind === 'SALES' && <LeadQuote leadId={lead.id} email={lead.email} />}
      <LeadNotes lead={lead} />
    </Article>
  );
};

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StaffLeadFieldsFragment } from '../../../gql/graphql.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Button, Label } from '../../../ui/Form.tsx';
import { GrantLeadTrialDocument, MoveLeadDocument, NoteLeadDocument } from './leads-documents.ts';
import { kindName, stateName } from './lead-words.ts';

/** The parts of a lead's card (LeadCard.tsx): its facts, the next steps of its state, its notes. */

type Lead = StaffLeadFieldsFragment;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: 14px;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Notes = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding-left: 1.2em;
  font-size: 14px;
  li { overflow-wrap: anywhere; white-space: pre-wrap; }
  small { color: ${({ theme }) => theme.color.muted}; }
`;

const TextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 64px;
  margin: 4px 0 8px;
  padding: 8px 10px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-sizing: border-box;
`;

export const LeadDetails = ({ lead }: { lead: Lead }) => {
  const { i18n } = useLingui();
  return (
    <Facts>
      <dt><Trans>Kind</Trans></dt>
      <dd>{i18n._(kindName[lead.kind])}</dd>
      <dt><Trans>State</Trans></dt>
      <dd data-testid="lead-state">{i18n._(stateName[lead.state])}{lead.lostReason ? ` — ${lead.lostReason}` : ''}</dd>
      <dt><Trans>Edition</Trans></dt>
      <dd>{lead.edition}{lead.quantity ? ` × ${lead.quantity}` : ''}</dd>
      <dt><Trans>Email</Trans></dt>
      <dd>{lead.email || '—'}</dd>
      {lead.mobile && (<><dt><Trans>Phone</Trans></dt><dd>{lead.mobile}</dd></>)}
      {lead.comment && (<><dt><Trans>Message</Trans></dt><dd>{lead.comment}</dd></>)}
      <dt><Trans>Received</Trans></dt>
      <dd>{i18n.date(lead.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
    </Facts>
  );
};

/** The next steps of an open lead: contacted, won (a trial is won by granting it), or lost with a reason. */
export const LeadStateActions = ({ lead, onChanged }: { lead: Lead; onChanged: () => void }) => {
  const { t } = useLingui();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [losing, setLosing] = useState(false);
  const [move, moving] = useMutation(MoveLeadDocument);
  const [grant, granting] = useMutation(GrantLeadTrialDocument);
  if (lead.state !== 'NEW' && lead.state !== 'CONTACTED') return null;
  const busy = moving.loading || granting.loading;
  const lose = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    await move({ variables: { id: lead.id, state: 'LOST', reason } });
    setLosing(false);
  };
  const grantTrial = async () => {
    await grant({ variables: { id: lead.id } });
    showToast('success', t`Trial granted; the lead is won`);
    onChanged();
  };
  return (
    <>
      <Actions>
        {lead.state === 'NEW' && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void move({ variables: { id: lead.id, state: 'CONTACTED' } })}>
            <Trans>Mark contacted</Trans>
          </Button>
        )}
        {lead.kind === 'TRIAL' ? (
          <Button type="button" disabled={busy} onClick={() => void grantTrial()}>
            <Trans>Grant trial (won)</Trans>
          </Button>
        ) : (
          <Button type="button" disabled={busy} onClick={() => void move({ variables: { id: lead.id, state: 'WON' } })}>
            <Trans>Mark won</Trans>
          </Button>
        )}
        <Button type="button" $variant="secondary" aria-expanded={losing} onClick={() => setLosing(!losing)}>
          <Trans>Mark lost…</Trans>
        </Button>
      </Actions>
      {losing && (
        <form onSubmit={(event) => void lose(event)}>
          <Label htmlFor={reasonId}>
            <Trans>Why was it lost? (a trial applicant is mailed this)</Trans>
          </Label>
          <TextArea id={reasonId} value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" disabled={busy || !reason.trim()}>
            <Trans>Confirm lost</Trans>
          </Button>
        </form>
      )}
    </>
  );
};

/** The notes, oldest first, and a form that appends one. */
export const LeadNotes = ({ lead }: { lead: Lead }) => {
  const { i18n, t } = useLingui();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [addNote, noting] = useMutation(NoteLeadDocument);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    await addNote({ variables: { id: lead.id, text: note } });
    setNote('');
  };
  return (
    <section aria-label={t`Notes on ${lead.name}`}>
      {lead.notes.length > 0 && (
        <Notes>
          {lead.notes.map((entry) => (
            <li key={entry.id}>
              <small>
                {entry.author} · {i18n.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </small>
              <br />
              {entry.text}
            </li>
          ))}
        </Notes>
      )}
      <form onSubmit={(event) => void save(event)}>
        <Label htmlFor={noteId}>
          <Trans>Add a note</Trans>
        </Label>
        <TextArea id={noteId} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
        <Button type="submit" $variant="secondary" disabled={noting.loading || !note.trim()}>
          <Trans>Save note</Trans>
        </Button>
      </form>
    </section>
  );
};

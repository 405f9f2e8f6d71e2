import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { getFragmentData, type FragmentType } from '../../../gql/index.ts';
import type { CustomerLicense_LicenseFragment } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Button, FieldError, Input } from '../../../ui/Form.tsx';
import { CustomerLicenseFields, ResendLicenseMailDocument, StaffMoveLicenseDocument } from './documents.ts';
import { supportMoveOfEvent } from './move-reasons.ts';

const Card = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  h3 { margin: 0 0 4px; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 2px 0; }
  ol { padding-left: 18px; }
  form { display: grid; gap: 8px; margin-top: 12px; }
  label { display: grid; gap: 4px; font-weight: 600; }
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
`;

/** The licence's history, oldest first; a move support made carries the reason they gave. */
const History = ({ license }: { license: CustomerLicense_LicenseFragment }) => {
  const { t, i18n } = useLingui();
  const kinds = { GENERATED: t`generated`, MOVED: t`moved`, RELEASED: t`released by the client`, RENEWED: t`renewed`, RENEWAL_REFUNDED: t`renewal refunded` };
  // the reason support gave for a move is for staff only: the buyer's own history shows the move without it
  const supportMoves = supportMoveOfEvent(license.history, license.supportMoves);
  return (
    <ol aria-label={t`History of licence ${license.id}`}>
      {license.history.map((event, index) => {
        const bySupport = supportMoves.get(index);
        return (
          <li key={index}>
            {i18n.date(event.at, { dateStyle: 'medium', timeStyle: 'short' })} · {kinds[event.kind]}
            {event.mid ? ` · ${event.mid}` : ''}
            {bySupport && (
              <Reason>
                <Trans>
                  By support ({bySupport.by}): {bySupport.reason}
                </Trans>
              </Reason>
            )}
          </li>
        );
      })}
    </ol>
  );
};

/** One licence: its state, its history, and for support the two actions done for the customer. */
export const LicenseCard = ({ canAct, ...props }: { license: FragmentType<typeof CustomerLicenseFields>; canAct: boolean }) => {
  const { t, i18n } = useLingui();
  const license = getFragmentData(CustomerLicenseFields, props.license);
  const titleId = useId();
  const [mid, setMid] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [move, moving] = useMutation(StaffMoveLicenseDocument);
  const [resend, resending] = useMutation(ResendLicenseMailDocument);
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const attempt = async (action: () => Promise<unknown>, done: string) => {
    setProblem('');
    setNotice('');
    try {
      await action();
      setNotice(done);
    } catch (error) {
      setProblem(errorMessage(error, i18n._.bind(i18n)));
    }
  };
  return (
    <Card aria-labelledby={titleId} data-testid="customer-license">
      <h3 id={titleId}>
        <Trans>
          Licence {license.id} · {license.edition}
        </Trans>
      </h3>
      <p>{license.generated ? <Trans>Bound to MID {license.mid}</Trans> : <Trans>Not generated</Trans>}</p>
      {license.expiredAt && <p><Trans>Ends {when(license.expiredAt)}</Trans></p>}
      <p>
        <Trans>Moves left in 30 days: {license.movesLeft}</Trans>
      </p>
      <History license={license} />
      {notice && <p role="status">{notice}</p>}
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {canAct && license.generated && (
        <>
          <Button type="button" $variant="secondary" disabled={resending.loading} onClick={() => void attempt(() => resend({ variables: { id: license.id } }), t`The licence mail was sent again.`)}>
            <Trans>Resend the licence mail</Trans>
          </Button>
          <form
            aria-label={t`Move licence ${license.id}`}
            onSubmit={(event) => {
              event.preventDefault();
              void attempt(() => move({ variables: { id: license.id, mid: mid.trim(), reason: reason.trim() } }), t`The licence was moved.`);
            }}
          >
            <label>
              <Trans>New MID</Trans>
              <Input value={mid} onChange={(event) => setMid(event.target.value)} required />
            </label>
            <label>
              <Trans>Reason for the move</Trans>
              <Input value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={1000} />
            </label>
            <Button type="submit" disabled={moving.loading}>
              <Trans>Move the licence</Trans>
            </Button>
          </form>
        </>
      )}
    </Card>
  );
};

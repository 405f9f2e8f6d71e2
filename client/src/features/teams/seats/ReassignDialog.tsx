import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { MOVE_LIMIT } from '../../../../../contract/license-rules.ts';
import { graphql } from '../../../gql/index.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button, FormAlert } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';

export const AssignSeatDocument = graphql(`
  mutation AssignSeat($licenseId: ID!, $memberId: ID!) {
    assignSeat(licenseId: $licenseId, memberId: $memberId) {
      member {
        id
      }
      license {
        id
        mid
      }
    }
  }
`);

/** The seat being reassigned, and who may hold it. */
export interface ReassignTarget {
  licenseId: string;
  /** its machine while generated */
  mid: string | null;
  holderId: string;
  movesLeft: number | null;
}

const Lines = styled.div`
  p { margin: 0 0 12px; line-height: 1.6; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 13px; overflow-wrap: anywhere; }
`;

interface Props {
  seat: ReassignTarget;
  members: readonly { id: string; username: string }[];
  onCancel: () => void;
  onDone: () => void;
}

const Confirm = ({ seat, members, onCancel, onDone }: Props) => {
  const _ = useTranslate();
  const { t } = useLingui();
  const others = members.filter((m) => m.id !== seat.holderId);
  const [memberId, setMemberId] = useState('');
  const [problem, setProblem] = useState('');
  const [assign, { loading }] = useMutation(AssignSeatDocument, { context: { silent: true } });
  const { mid } = seat;
  const left = seat.movesLeft ?? MOVE_LIMIT.moves;
  const { moves, days } = MOVE_LIMIT;
  const confirm = async () => {
    setProblem('');
    if (!memberId) return setProblem(t`Please choose the member who gets the seat`);
    try {
      await assign({ variables: { licenseId: seat.licenseId, memberId } });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <>
      <SelectField label={<Trans>New holder</Trans>} value={memberId} onValueChange={setMemberId} options={others.map((m) => ({ value: m.id, text: m.username }))} placeholder={t`Choose a member`} />
      <Lines>
        {mid ? (
          <>
            <p>
              <Trans>
                The seat is generated: the license file on the machine <code>{mid}</code> stops working at once (it is revoked, and Tidewatch on that
                machine is told so when it next checks), and the new holder generates it for their own machine.
              </Trans>
            </p>
            <p>
              <Trans>
                This counts as one of the license's moves ({moves} in {days} days); moves left now: {left}.
              </Trans>
            </p>
          </>
        ) : (
          <p>
            <Trans>The seat is not generated: it just changes hands.</Trans>
          </p>
        )}
      </Lines>
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" disabled={loading} onClick={() => void confirm()}>
          <Trans>Reassign seat</Trans>
        </Button>
      </DialogActions>
    </>
  );
};

/** Reassign a seat to another member, after saying what happens to a generated seat's machine. */
export const ReassignDialog = ({ seat, members, onClose, onDone }: { seat: ReassignTarget | null; members: Props['members']; onClose: () => void; onDone: () => void }) => {
  const { t } = useLingui();
  const id = seat?.licenseId ?? '';
  return (
    <Dialog open={seat !== null} onOpenChange={(open) => !open && onClose()} title={t`Reassign the seat of license ${id}`} width={560}>
      {seat && <Confirm seat={seat} members={members} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
};

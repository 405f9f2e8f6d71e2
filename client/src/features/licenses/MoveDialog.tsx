import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { MOVE_LIMIT } from '../../../../contract/license-rules.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { Button, FormAlert } from '../../ui/Form.tsx';

export const MoveLicenseDocument = graphql(`
  mutation MoveLicense($id: ID!) {
    moveLicense(id: $id) {
      id
      status
      mid
      generatedAt
      expiredAt
      movesLeft
      movesAgainAt
    }
  }
`);

/** What the confirmation says of the license being moved. */
export interface MoveTarget {
  id: string;
  mid: string;
  expiredAt: string | null;
  movesLeft: number | null;
}

const Lines = styled.div`
  p { margin: 0 0 12px; line-height: 1.6; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 13px; overflow-wrap: anywhere; }
`;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

const Confirm = ({ license, onCancel, onMoved }: { license: MoveTarget; onCancel: () => void; onMoved: () => void }) => {
  const _ = useTranslate();
  const [problem, setProblem] = useState('');
  const [move, { loading }] = useMutation(MoveLicenseDocument, { context: { silent: true } });
  const { id, mid } = license;
  const until = day(license.expiredAt);
  const left = license.movesLeft ?? MOVE_LIMIT.moves;
  const { moves, days } = MOVE_LIMIT;
  const confirm = async () => {
    setProblem('');
    try {
      await move({ variables: { id } });
      onMoved();
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <>
      <Lines>
        <p>
          <Trans>
            The license file on the machine <code>{mid}</code> stops working at once: it is revoked, and Tidewatch on that machine is told
            so when it next checks.
          </Trans>
        </p>
        <p>
          <Trans>License {id} returns to “Not generated” and keeps its end date, {until}. Then generate it with the new machine's MID, or activate it there with its activation code.</Trans>
        </p>
        <p>
          <Trans>
            A license can move {moves} times in {days} days; moves left now: {left}.
          </Trans>
        </p>
      </Lines>
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" disabled={loading} onClick={() => void confirm()}>
          <Trans>Move license</Trans>
        </Button>
      </DialogActions>
    </>
  );
};

/** "Move to another machine": the owner confirms before the license leaves its machine. */
export const MoveDialog = ({ license, onClose, onMoved }: { license: MoveTarget | null; onClose: () => void; onMoved: () => void }) => {
  const { t } = useLingui();
  const id = license?.id ?? '';
  return (
    <Dialog open={license !== null} onOpenChange={(open) => !open && onClose()} title={t`Move license ${id} to another machine?`} width={560}>
      {license && <Confirm license={license} onCancel={onClose} onMoved={onMoved} />}
    </Dialog>
  );
};

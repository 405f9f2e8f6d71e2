import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message.ts';
import { Button, FieldError, fieldSurface } from '../../../ui/Form.tsx';
import { ApproveUploadDocument, RejectUploadDocument, ReviewQueueDocument } from './documents.ts';
import { Box } from './review-styles.ts';

const Reason = styled.textarea`
  ${fieldSurface}
  height: auto;
  min-height: 96px;
  padding: 8px 12px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
`;

/** Approve, or reject with the reason the publisher will read; the server refuses a rejection without one too. */
export const ReviewDecision = ({ uploadId, onDecided }: { uploadId: string; onDecided: () => void }) => {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const refetchQueries = [{ query: ReviewQueueDocument, variables: { state: 'PENDING' as const } }];
  const [approve, approving] = useMutation(ApproveUploadDocument, { refetchQueries });
  const [reject, rejecting] = useMutation(RejectUploadDocument, { refetchQueries });
  const busy = approving.loading || rejecting.loading;
  const run = async (action: () => Promise<unknown>) => {
    setProblem('');
    try {
      await action();
      onDecided();
    } catch (error) {
      setProblem(errorMessage(error, i18n._.bind(i18n)));
    }
  };
  const onReject = () => {
    if (!reason.trim()) {
      setProblem(t`Give the publisher a reason for the rejection`);
      return;
    }
    void run(() => reject({ variables: { id: uploadId, reason: reason.trim() } }));
  };
  return (
    <Box aria-labelledby="decision-title">
      <h2 id="decision-title">
        <Trans>Decision</Trans>
      </h2>
      <label htmlFor={reasonId}>
        <Trans>Reason for a rejection (the publisher reads it)</Trans>
      </label>
      <Reason id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={2000} aria-invalid={problem ? true : undefined} />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Actions>
        <Button type="button" disabled={busy} onClick={() => void run(() => approve({ variables: { id: uploadId } }))}>
          <Trans>Approve</Trans>
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onReject}>
          <Trans>Reject</Trans>
        </Button>
      </Actions>
    </Box>
  );
};

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/toasts.ts';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { Button, FormAlert, Label, fieldSurface } from '../../ui/Form.tsx';
import { CellAction } from '../../ui/Table.tsx';
import { formatDateTime } from './order-format.ts';

export const CancelOrderDocument = graphql(`
  mutation CancelOrder($orderNo: ID!) {
    cancelOrder(orderNo: $orderNo) {
      orderNo
      closedAt
    }
  }
`);

export const RequestRefundDocument = graphql(`
  mutation RequestRefund($orderNo: ID!, $reason: String) {
    requestRefund(orderNo: $orderNo, reason: $reason) {
      orderNo
      refundRequestedAt
    }
  }
`);

/** The lists the order shows in, asked again once an action changed it (orders carry no cache id). */
const REFRESHED = ['OrderManagement'];

const Reason = styled.textarea`
  ${fieldSurface}
  height: auto;
  min-height: 84px;
  padding: 8px 12px;
  resize: vertical;
`;

/** An action's confirmation: the dialog, its refusal, and the button that does it. */
const useConfirmed = () => {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const show = (next: boolean) => {
    setOpen(next);
    if (!next) setProblem('');
  };
  return { open, show, problem, setProblem };
};

/**
 * "Cancel order" for an unpaid order, after a confirmation: the order is closed and can no longer be paid. A refusal
 * (paid meanwhile, cancelled in another tab) is said in the dialog, in the upstream's words.
 */
export const CancelOrderAction = ({ orderNo }: { orderNo: string }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const dialog = useConfirmed();
  const [cancel, { loading }] = useMutation(CancelOrderDocument, { context: { silent: true }, refetchQueries: REFRESHED, awaitRefetchQueries: true });
  const confirm = async () => {
    dialog.setProblem('');
    try {
      await cancel({ variables: { orderNo } });
      dialog.show(false);
      showToast('success', t`Order ${orderNo} is cancelled`);
    } catch (error) {
      dialog.setProblem(errorMessage(error, _) || t`Could not cancel the order; please try again`);
    }
  };
  return (
    <>
      <CellAction type="button" onClick={() => dialog.show(true)} aria-label={t`Cancel order ${orderNo}`}>
        <Trans>Cancel order</Trans>
      </CellAction>
      <Dialog open={dialog.open} onOpenChange={dialog.show} title={t`Cancel this order?`} width={480}>
        <p>
          <Trans>
            Order <code>{orderNo}</code> will be closed and can no longer be paid. To buy again, place a new order.
          </Trans>
        </p>
        {dialog.problem && <FormAlert>{dialog.problem}</FormAlert>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => dialog.show(false)}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button type="button" onClick={() => void confirm()} disabled={loading}>
            <Trans>Cancel order</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * "Request a refund" for a paid order still within the refund period: after a confirmation (with an optional reason)
 * the request goes to staff; the licences keep working until staff grant it.
 */
export const RefundRequestAction = ({ orderNo, until }: { orderNo: string; until: string }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const reasonId = useId();
  const dialog = useConfirmed();
  const [reason, setReason] = useState('');
  const [request, { loading }] = useMutation(RequestRefundDocument, { context: { silent: true }, refetchQueries: REFRESHED, awaitRefetchQueries: true });
  const deadline = formatDateTime(until);
  const confirm = async () => {
    dialog.setProblem('');
    try {
      await request({ variables: { orderNo, reason: reason.trim() || null } });
      dialog.show(false);
      showToast('success', t`Your refund request for order ${orderNo} has been sent to our staff`);
    } catch (error) {
      dialog.setProblem(errorMessage(error, _) || t`Could not send the refund request; please try again`);
    }
  };
  return (
    <>
      <CellAction type="button" onClick={() => dialog.show(true)} aria-label={t`Request a refund of order ${orderNo}`}>
        <Trans>Request a refund</Trans>
      </CellAction>
      <Dialog open={dialog.open} onOpenChange={dialog.show} title={t`Request a refund?`} width={520}>
        <p>
          <Trans>
            You can ask for a refund of order <code>{orderNo}</code> until {deadline}. Our staff review the request; once it is
            granted the payment is returned the way it was made and the order's licenses are withdrawn. Until then they keep
            working.
          </Trans>
        </p>
        <Label htmlFor={reasonId}><Trans>Reason (optional)</Trans></Label>
        <Reason id={reasonId} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        {dialog.problem && <FormAlert>{dialog.problem}</FormAlert>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => dialog.show(false)}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button type="button" onClick={() => void confirm()} disabled={loading}>
            <Trans>Request a refund</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

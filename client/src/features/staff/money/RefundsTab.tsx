import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { getFragmentData } from '../../../gql/index.ts';
import type { StaffRefundApprovalFieldsFragment, StaffRefundOutcome, StaffRefundState } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button, FormAlert, Label, TextField } from '../../../ui/Form.tsx';
import { Actions, Facts, FormRow, Item, ItemList, TextArea } from './money-ui.tsx';
import { StaffApproveRefundDocument, StaffRefundApprovalFields, StaffDeclineRefundDocument, StaffRefundsDocument, StaffRequestRefundDocument } from './money-documents.ts';

type Approval = StaffRefundApprovalFieldsFragment;

/** requested → approved → succeeded or refused by the provider, or declined: one word for where a refund stands. */
const stateName = (state: StaffRefundState, outcome: StaffRefundOutcome | null | undefined): MessageDescriptor => {
  if (state === 'REQUESTED') return msg`Waiting for a second person`;
  if (state === 'DECLINED') return msg`Declined`;
  if (outcome === 'SUCCEEDED') return msg`Refunded by the provider`;
  if (outcome === 'REFUSED') return msg`Refused by the provider`;
  return msg`Approved, with the provider`;
};

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');
const REFRESHED = { context: { silent: true }, refetchQueries: ['StaffRefunds'], awaitRefetchQueries: true };

/** A request someone else made: approve it (the provider is asked) or decline it with a reason. */
const Decide = ({ approval, mine }: { approval: Approval; mine: boolean }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const reasonId = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [approve, approving] = useMutation(StaffApproveRefundDocument, REFRESHED);
  const [decline, declined] = useMutation(StaffDeclineRefundDocument, REFRESHED);
  const act = async (action: () => Promise<unknown>, done: string) => {
    setProblem('');
    try {
      await action();
      showToast('success', done);
      setDeclining(false);
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <>
      <Actions>
        {!mine && (
          <Button type="button" disabled={approving.loading} onClick={() => act(() => approve({ variables: { id: approval.id } }), t`Refund of ${approval.orderNo} approved`)}>
            <Trans>Approve refund of {approval.orderNo}</Trans>
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={() => setDeclining(true)}>
          {mine ? <Trans>Withdraw</Trans> : <Trans>Decline</Trans>}
        </Button>
      </Actions>
      {problem && !declining && <FormAlert>{problem}</FormAlert>}
      <Dialog open={declining} onOpenChange={setDeclining} title={t`Decline the refund of ${approval.orderNo}`} width={480}>
        <form onSubmit={(event) => { event.preventDefault(); void act(() => decline({ variables: { id: approval.id, reason } }), t`Refund of ${approval.orderNo} declined`); }}>
          <Label htmlFor={reasonId}><Trans>Reason (required)</Trans></Label>
          <TextArea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} required />
          {problem && <FormAlert>{problem}</FormAlert>}
          <DialogActions>
            <Button type="submit" disabled={declined.loading || !reason.trim()}><Trans>Decline refund</Trans></Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** Refunds with two people: request one (or take up a buyer's), and approve or decline another member's. */
export const RefundsTab = ({ me }: { me: string }) => {
  const { t, i18n } = useLingui();
  const _ = useTranslate();
  const locale = useLocale();
  const reasonId = useId();
  const { data } = useQuery(StaffRefundsDocument, { fetchPolicy: 'cache-and-network' });
  const [orderNo, setOrderNo] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [request, { loading }] = useMutation(StaffRequestRefundDocument, REFRESHED);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      await request({ variables: { orderNo: orderNo.trim(), reason } });
      showToast('success', t`Refund of ${orderNo.trim()} requested: a second person must approve it`);
      setOrderNo('');
      setReason('');
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  const { buyerRequests = [] } = data?.staffRefunds ?? {};
  const approvals = getFragmentData(StaffRefundApprovalFields, data?.staffRefunds.approvals) ?? [];
  return (
    <>
      <FormRow onSubmit={submit} aria-label={t`Request a refund`}>
        <TextField label={t`Order number`} value={orderNo} onChange={(event) => setOrderNo(event.target.value)} required />
        <div>
          <Label htmlFor={reasonId}><Trans>Reason for the refund</Trans></Label>
          <TextArea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} required />
        </div>
        <Button type="submit" disabled={loading}><Trans>Request refund</Trans></Button>
      </FormRow>
      {problem && <FormAlert>{problem}</FormAlert>}
      <h2><Trans>Buyers' refund requests</Trans></h2>
      {buyerRequests.length === 0 && <p><Trans>No buyer is waiting for a refund.</Trans></p>}
      <ItemList aria-label={t`Buyers' refund requests`}>
        {buyerRequests.map((one) => (
          <Item key={one.orderNo}>
            <h3>{one.orderNo}</h3>
            <Facts>
              <dt><Trans>Buyer</Trans></dt><dd>{one.buyerName}</dd>
              <dt><Trans>Amount</Trans></dt><dd>{formatMoney(one.total, locale)}</dd>
              <dt><Trans>Asked</Trans></dt><dd>{when(one.requestedAt)}</dd>
              <dt><Trans>Their reason</Trans></dt><dd>{one.reason ?? '—'}</dd>
            </Facts>
            <Button type="button" $variant="secondary" onClick={() => { setOrderNo(one.orderNo); setReason(one.reason ?? ''); }}>
              <Trans>Take up {one.orderNo}</Trans>
            </Button>
          </Item>
        ))}
      </ItemList>
      <h2><Trans>Refund requests of staff</Trans></h2>
      {approvals.length === 0 && <p><Trans>No refund has been requested.</Trans></p>}
      <ItemList aria-label={t`Refund requests of staff`}>
        {approvals.map((one) => (
          <Item key={one.id} data-order={one.orderNo}>
            <h3>{one.orderNo}</h3>
            <Facts>
              <dt><Trans>State</Trans></dt><dd><strong>{i18n._(stateName(one.state, one.outcome))}</strong>{one.providerReason ? ` (${one.providerReason})` : ''}</dd>
              <dt><Trans>Amount</Trans></dt><dd>{formatMoney(one.total, locale)}</dd>
              <dt><Trans>Requested by</Trans></dt><dd>{one.requestedBy}, {when(one.requestedAt)}</dd>
              <dt><Trans>Reason</Trans></dt><dd>{one.reason}</dd>
              {one.decidedBy && (<><dt><Trans>Decided by</Trans></dt><dd>{one.decidedBy}, {when(one.decidedAt)}</dd></>)}
              {one.declineReason && (<><dt><Trans>Declined because</Trans></dt><dd>{one.declineReason}</dd></>)}
            </Facts>
            {one.state === 'REQUESTED' && <Decide approval={one} mine={one.requestedBy === me} />}
          </Item>
        ))}
      </ItemList>
    </>
  );
};

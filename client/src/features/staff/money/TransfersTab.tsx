import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { matchTransfer, sameReference } from '../../../../../contract/staff-money.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Button, FormAlert, Label, TextField } from '../../../ui/Form.tsx';
import { Facts, FormRow, Item, ItemList, TextArea, Verdict } from './money-ui.tsx';
import { StaffAwaitingTransferFields, StaffConfirmTransferDocument, StaffTransferByReferenceDocument, StaffTransfersDocument } from './money-documents.ts';
import { getFragmentData } from '../../../gql/index.ts';
import type { StaffAwaitingTransferFieldsFragment } from '../../../gql/graphql.ts';

type Awaiting = StaffAwaitingTransferFieldsFragment;

const daysSince = (iso: string) => Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);

/** The statement's amount as typed: "5,800.00" and "5800" are the same number; anything else is none. */
const amountOf = (typed: string) => {
  const value = Number(typed.replace(/[,\s¥$]/g, ''));
  return typed.trim() && Number.isFinite(value) && value > 0 ? value : undefined;
};

const notFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'NOT_FOUND';

/**
 * The orders a statement line may pay: those awaiting a transfer, and first the order its reference names when that is
 * not among them (a buyer may pay any unpaid order by transfer at the checkstand). A reference naming no order still
 * matches by amount alone; one naming an order a transfer cannot pay (paid, cancelled, a trial…) says why.
 */
const useCandidates = (awaiting: Awaiting[]) => {
  const client = useApolloClient();
  const _ = useTranslate();
  return async (reference: string): Promise<{ candidates: Awaiting[] } | { problem: string }> => {
    if (awaiting.some((one) => sameReference(one.orderNo, reference))) return { candidates: awaiting };
    try {
      const { data } = await client.query({ query: StaffTransferByReferenceDocument, variables: { reference }, fetchPolicy: 'network-only', context: { silent: true } });
      return { candidates: data ? [getFragmentData(StaffAwaitingTransferFields, data.staffTransferByReference), ...awaiting] : awaiting };
    } catch (error) {
      return notFound(error) ? { candidates: awaiting } : { problem: errorMessage(error, _) };
    }
  };
};

/** What the statement line matched, said plainly, with the confirmation (a mismatch needs an override reason). */
const StatementVerdict = ({ awaiting, reference, amount, onDone }: { awaiting: Awaiting[]; reference: string; amount: number; onDone: () => void }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const locale = useLocale();
  const reasonId = useId();
  const [override, setOverride] = useState('');
  const [problem, setProblem] = useState('');
  const [confirm, { loading }] = useMutation(StaffConfirmTransferDocument, { context: { silent: true }, refetchQueries: ['StaffTransfers'], awaitRefetchQueries: true });
  const found = matchTransfer(
    awaiting.map((one) => ({ ...one, amount: one.total.amount })),
    { reference, amount },
  );
  if (found.kind === 'none') {
    return (
      <Verdict $ok={false} role="status">
        <p>
          <Trans>No unpaid order has the reference {reference}, nor does one awaiting a transfer have this exact amount alone. Nothing to confirm.</Trans>
        </p>
      </Verdict>
    );
  }
  const { order } = found;
  const expected = formatMoney(order.total, locale);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      const { data } = await confirm({ variables: { orderNo: order.orderNo, reference, amount, overrideReason: found.kind === 'match' ? null : override } });
      showToast('success', t`Order ${order.orderNo} is paid; ${data?.staffConfirmTransfer.licenses ?? 0} licence(s) issued`);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <Verdict $ok={found.kind === 'match'} role="status">
      {found.kind === 'match' && <p><Trans>Matches order {order.orderNo} of {order.buyerName}: the reference is its number and the amount is {expected}.</Trans></p>}
      {found.kind === 'amountDiffers' && <p><Trans>The reference names order {order.orderNo}, but the amount differs: the order is {expected}.</Trans></p>}
      {found.kind === 'referenceDiffers' && <p><Trans>The amount is that of order {order.orderNo} ({expected}), but the reference {reference} is not its number.</Trans></p>}
      <form onSubmit={submit}>
        {found.kind !== 'match' && (
          <>
            <Label htmlFor={reasonId}>
              <Trans>Why confirm despite the mismatch? (required)</Trans>
            </Label>
            <TextArea id={reasonId} value={override} onChange={(event) => setOverride(event.target.value)} required />
          </>
        )}
        {problem && <FormAlert>{problem}</FormAlert>}
        <Button type="submit" disabled={loading || (found.kind !== 'match' && !override.trim())}>
          <Trans>Confirm transfer for {order.orderNo}</Trans>
        </Button>
      </form>
    </Verdict>
  );
};

/** Bank transfers awaiting confirmation: finance enters a statement line, sees the order it matches, confirms. */
export const TransfersTab = () => {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, loading } = useQuery(StaffTransfersDocument, { fetchPolicy: 'cache-and-network' });
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [statement, setStatement] = useState<{ reference: string; amount: number; candidates: Awaiting[] }>();
  const [problem, setProblem] = useState('');
  const awaiting = getFragmentData(StaffAwaitingTransferFields, data?.staffTransfers) ?? [];
  const candidatesFor = useCandidates(awaiting);
  const check = async (event: FormEvent) => {
    event.preventDefault();
    const value = amountOf(amount);
    if (!reference.trim() || !value) return;
    setProblem('');
    setStatement(undefined);
    const found = await candidatesFor(reference.trim());
    if ('problem' in found) setProblem(found.problem);
    else setStatement({ reference: reference.trim(), amount: value, candidates: found.candidates });
  };
  return (
    <>
      <FormRow onSubmit={check} aria-label={t`A transfer on the bank statement`}>
        <TextField label={t`Reference on the statement`} value={reference} onChange={(event) => setReference(event.target.value)} required />
        <TextField label={t`Amount on the statement`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />
        <Button type="submit">
          <Trans>Find the order</Trans>
        </Button>
      </FormRow>
      {problem && <FormAlert>{problem}</FormAlert>}
      {statement && (
        <StatementVerdict key={`${statement.reference}:${statement.amount}`} awaiting={statement.candidates} reference={statement.reference} amount={statement.amount} onDone={() => setStatement(undefined)} />
      )}
      <h2>
        <Trans>Awaiting confirmation, oldest first</Trans>
      </h2>
      {!loading && awaiting.length === 0 && <p><Trans>No bank transfers are awaiting confirmation.</Trans></p>}
      <ItemList aria-label={t`Bank transfers awaiting confirmation`}>
        {awaiting.map((order) => {
          const days = daysSince(order.createdAt);
          return (
            <Item key={order.orderNo}>
              <h3>{order.orderNo}</h3>
              <Facts>
                <dt><Trans>Buyer</Trans></dt>
                <dd>{order.buyerName} ({order.buyerEmail})</dd>
                <dt><Trans>Amount</Trans></dt>
                <dd>{formatMoney(order.total, locale)}</dd>
                <dt><Trans>Waiting</Trans></dt>
                <dd><Plural value={days} _0="placed today" one="# day" other="# days" /></dd>
              </Facts>
            </Item>
          );
        })}
      </ItemList>
    </>
  );
};

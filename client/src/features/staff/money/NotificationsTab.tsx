import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { TextField, Label } from '../../../ui/Form.tsx';
import { Facts, FormRow, Item, ItemList, NativeSelect } from './money-ui.tsx';
import { StaffPaymentNotificationsDocument } from './money-documents.ts';

/** The providers' notifications as kept, newest first: verified or not (and why), and what each changed. Read-only. */
export const NotificationsTab = () => {
  const { t } = useLingui();
  const verifiedId = useId();
  const [orderNo, setOrderNo] = useState('');
  const [verified, setVerified] = useState('');
  const { data, loading } = useQuery(StaffPaymentNotificationsDocument, {
    variables: { orderNo: orderNo.trim() || null, verified: verified === '' ? null : verified === 'yes' },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffPaymentNotifications ?? [];
  return (
    <>
      <FormRow onSubmit={(event) => event.preventDefault()} aria-label={t`Filter the notifications`}>
        <TextField label={t`Order number`} value={orderNo} onChange={(event) => setOrderNo(event.target.value)} />
        <div>
          <Label htmlFor={verifiedId}><Trans>Verification</Trans></Label>
          <NativeSelect id={verifiedId} value={verified} onChange={(event) => setVerified(event.target.value)}>
            <option value="">{t`All`}</option>
            <option value="yes">{t`Verified`}</option>
            <option value="no">{t`Not verified`}</option>
          </NativeSelect>
        </div>
      </FormRow>
      {!loading && list.length === 0 && <p><Trans>No notifications.</Trans></p>}
      <ItemList aria-label={t`Payment notifications`}>
        {list.map((one) => (
          <Item key={one.id}>
            <h3>{one.provider} · {one.event ?? '—'}</h3>
            <Facts>
              <dt><Trans>Received</Trans></dt><dd>{new Date(one.receivedAt).toLocaleString()}</dd>
              <dt><Trans>Order</Trans></dt><dd>{one.orderNo ?? '—'}</dd>
              <dt><Trans>Verification</Trans></dt><dd>{one.verified ? <Trans>Verified</Trans> : <Trans>Not verified: {one.reason ?? '—'}</Trans>}</dd>
              <dt><Trans>What it changed</Trans></dt><dd>{one.outcome}</dd>
            </Facts>
          </Item>
        ))}
      </ItemList>
    </>
  );
};

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CheckStandQuery, PaymentType } from '../../gql/graphql.ts';
import { paths } from '../../lib/paths.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { checkStandMethods } from './payment.ts';
import { QrPayment } from './QrPayment.tsx';

type PayInfo = NonNullable<NonNullable<CheckStandQuery['order']>['payInfo']>;

interface Props {
  orderNo: string;
  oneYuan: boolean;
  /** the open tab */
  active: PaymentType | undefined;
  onChange: (type: PaymentType) => void;
  labelOf: (type: PaymentType) => string;
  /** the open tab's pay information, undefined while it loads */
  payInfo: PayInfo | null | undefined;
}

/** The checkstand's methods as tabs: a QR code to scan, or the bank-transfer details. */
export const PaymentTabs = ({ orderNo, oneYuan, active, onChange, labelOf, payInfo }: Props) => {
  const { t } = useLingui();
  return (
    <Tabs value={active} onValueChange={(value) => onChange(value as PaymentType)}>
      <TabList aria-label={t`Payment method`}>
        {checkStandMethods(oneYuan).map((type) => (
          <Tab key={type} value={type}>{labelOf(type)}</Tab>
        ))}
      </TabList>
      {checkStandMethods(oneYuan).map((type) => (
        <TabPanel key={type} value={type}>
          {type !== active ? null : !payInfo ? (
            <p role="status"><Trans>Loading…</Trans></p>
          ) : type === 'COMPANY_PAY' ? (
            <>
              <BankTransferDetails info={payInfo} />
              <p>
                <Link to={paths.bankTransfer.href(orderNo)}><Trans>Open the bank-transfer details on their own page</Trans></Link>
              </p>
            </>
          ) : payInfo.qrcodeUrl ? (
            <QrPayment url={payInfo.qrcodeUrl} method={labelOf(type)} amount={payInfo.amount} otherAmount={payInfo.otherAmount} />
          ) : (
            <p role="alert"><Trans>This payment method is not available for this order.</Trans></p>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
};

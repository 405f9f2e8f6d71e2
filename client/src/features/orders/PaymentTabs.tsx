import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CheckStandQuery, Currency, PaymentType } from '../../gql/graphql.ts';
import { paths } from '../../lib/paths.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { AlipayPagePayment } from './AlipayPagePayment.tsx';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { QrPayment } from './QrPayment.tsx';
import styled from 'styled-components';
import { useLocale } from '../../i18n/useLocale.ts';
import { currencySentences, usePaymentMethods } from '../../lib/payment-methods.ts';

const Currencies = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

type PayInfo = NonNullable<NonNullable<CheckStandQuery['order']>['payInfo']>;

interface Props {
  orderNo: string;
  /** the order's currency, which a bank transfer pays it in */
  currency: Currency;
  /** the offered methods the checkstand pays by (checkStandMethods), undefined until the offer is known */
  tabs: readonly PaymentType[] | undefined;
  active: PaymentType | undefined;
  onChoose: (type: PaymentType) => void;
  labelOf: (type: PaymentType) => string;
  /** the active tab's pay information, undefined while it loads */
  payInfo: PayInfo | null | undefined;
}

/**
 * The checkstand's payment tabs: a QR code for Alipay and WeChat Pay (Alipay's with its desktop page under it), the
 * account for a bank transfer. Only the active tab's information is asked for and shown.
 */
export const PaymentTabs = ({ orderNo, currency, tabs, active, onChoose, labelOf, payInfo }: Props) => {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { methods } = usePaymentMethods();
  if (tabs?.length === 0) return <p role="alert"><Trans>No payment method is available for this order at the moment. Please contact us.</Trans></p>;
  return (
    <Tabs value={active} onValueChange={(value) => onChoose(value as PaymentType)}>
      {/* which currency each tab charges, said before one is chosen */}
      {methods && <Currencies data-testid="tab-currencies">{currencySentences(methods.filter((method) => tabs?.includes(method.type)), locale, i18n, currency).join(locale === 'en' ? ' ' : '')}</Currencies>}
      <TabList aria-label={t`Payment method`}>
        {tabs?.map((type) => (
          <Tab key={type} value={type}>{labelOf(type)}</Tab>
        ))}
      </TabList>
      {tabs?.map((type) => (
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
            <QrPayment url={payInfo.qrcodeUrl} method={labelOf(type)} type={type} amount={payInfo.amount} otherAmount={payInfo.otherAmount}>
              {type === 'ALIPAY' && <AlipayPagePayment orderNo={orderNo} />}
            </QrPayment>
          ) : (
            <p role="alert"><Trans>This payment method is not available for this order.</Trans></p>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
};

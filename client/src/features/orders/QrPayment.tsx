import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PaymentType } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatMoney, type Money } from '../../lib/money.ts';
import { CurrencyNote } from './CurrencyNote.tsx';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 14px;
  padding: 8px 0 16px;
  text-align: center;
  svg { padding: 12px; border: 1px solid ${({ theme }) => theme.color.line}; border-radius: ${({ theme }) => theme.radius.md}; background: #fff; }
  p { margin: 0; }
  strong { color: ${({ theme }) => theme.color.ink}; font-size: 22px; }
`;

interface Props {
  /** what the QR code encodes: the provider's payment page */
  url: string;
  /** the method's name: Alipay, WeChat Pay */
  method: string;
  /** the method itself (ALIPAY, WECHAT_PAY) */
  type: PaymentType;
  amount: Money;
  /** the same order in the other currency, said beside an amount whose currency is not the site's */
  otherAmount?: Money | null;
  /** another way to pay the same order, under the code (Alipay's desktop page) */
  children?: ReactNode;
}

/** An Alipay / WeChat Pay QR code with the amount, and a link to the same page for those who cannot scan. */
export const QrPayment = ({ url, method, type, amount, otherAmount, children }: Props) => {
  const { t } = useLingui();
  const locale = useLocale();
  const price = formatMoney(amount, locale);
  return (
    <Box>
      <QRCodeSVG value={url} size={216} marginSize={0} role="img" aria-label={t`${method} QR code`} />
      <p>
        <Trans>Scan with {method} to pay</Trans> <strong>{price}</strong>
      </p>
      <CurrencyNote charged={amount} method={type} site={otherAmount} />
      {children}
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Trans>Can't scan? Open the payment page</Trans>
      </a>
    </Box>
  );
};

import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useLocale } from '../../i18n/useLocale.ts';
import { Fact, Facts } from './layout.tsx';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { CurrencyNote } from './CurrencyNote.tsx';

const Note = styled.p`
  margin: 14px 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fffbeb;
  border: 1px solid #fde68a;
  color: #92400e;
  font-size: 14px;
`;

/** What the transfer details need of an order's pay information; screens that show them spread this fragment. */
export const BankTransferDetailsFragment = graphql(`
  fragment BankTransferDetails_payInfo on PayInfo {
    accountName
    bankName
    accountNumber
    swiftCode
    bankAddress
    beneficiaryAddress
    amount {
      amount
      currency
    }
    orderNote
    otherAmount {
      amount
      currency
    }
  }
`);

/**
 * Where to transfer to: the account of the order's currency, the amount and the note to write; a field the server left
 * empty shows a dash. A dollar account adds what an international wire asks for (the beneficiary's address, the
 * bank's address and SWIFT/BIC code); a domestic yuan account has none, so they are not shown.
 */
export const BankTransferFacts = (props: { info: FragmentType<typeof BankTransferDetailsFragment> }) => {
  const info = getFragmentData(BankTransferDetailsFragment, props.info);
  const locale = useLocale();
  return (
    <>
      <Facts>
        <Fact label={<Trans>Account name</Trans>}>{info.accountName ?? '—'}</Fact>
        {info.beneficiaryAddress && <Fact label={<Trans>Beneficiary address</Trans>}>{info.beneficiaryAddress}</Fact>}
        <Fact label={<Trans>Bank name</Trans>}>{info.bankName ?? '—'}</Fact>
        {info.bankAddress && <Fact label={<Trans>Bank address</Trans>}>{info.bankAddress}</Fact>}
        {info.swiftCode && <Fact label={<Trans>SWIFT/BIC</Trans>}><span data-testid="swift-code">{info.swiftCode}</span></Fact>}
        <Fact label={<Trans>Account number</Trans>}><span data-testid="account-number">{info.accountNumber ?? '—'}</span></Fact>
        <Fact label={<Trans>Remittance amount</Trans>}>
          <span data-testid="remittance-amount">{formatMoney(info.amount, locale)}</span>
        </Fact>
        <Fact label={<Trans>Order note</Trans>}>{info.orderNote ?? '—'}</Fact>
      </Facts>
      <CurrencyNote charged={info.amount} method="COMPANY_PAY" site={info.otherAmount} />
    </>
  );
};

/** The transfer details of an order still to be paid, with how to write it; staff confirm it within 24 hours (spec §9). */
export const BankTransferDetails = (props: { info: FragmentType<typeof BankTransferDetailsFragment> }) => (
  <>
    <BankTransferFacts info={props.info} />
    <Note>
      <Trans>
        Write the order note on your transfer. Transfers are confirmed within 24 hours; at weekends and on holidays it
        may take longer.
      </Trans>
    </Note>
  </>
);

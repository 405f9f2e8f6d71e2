import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Button, FieldError, TextField } from '../../ui/Form.tsx';
import { formatDateTime } from './order-format.ts';
import { invoiceProblems, type InvoiceValues } from './invoice-schema.ts';
import { Fact, Facts, FieldRow } from './layout.tsx';

export const InvoiceEditorFragment = graphql(`
  fragment InvoiceEditor_order on Order {
    orderNo
    invoice {
      company
      address
      taxNumber
      number
      issuedAt
      editable
    }
  }
`);

const SetInvoiceDetailsDocument = graphql(`
  mutation SetInvoiceDetails($input: InvoiceDetailsInput!) {
    setInvoiceDetails(input: $input) {
      company
      address
      taxNumber
      number
      editable
    }
  }
`);

const Heading = styled.h3`
  margin: 24px 0 12px;
  font-size: 15px;
`;

const Note = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * An order's invoice in order management (issue #32): the issued invoice's number and company, never editable; or,
 * until the receipt is issued, the company details to add or change (发票抬头, 纳税人识别号).
 */
export const InvoiceEditor = (props: { order: FragmentType<typeof InvoiceEditorFragment> }) => {
  const { orderNo, invoice } = getFragmentData(InvoiceEditorFragment, props.order);
  if (!invoice) return null;
  return (
    <section aria-labelledby="invoice-title">
      <Heading id="invoice-title">
        <Trans>Invoice details</Trans>
      </Heading>
      {invoice.number ? (
        <>
          <Facts>
            <Fact label={<Trans>Invoice number</Trans>}>{invoice.number}</Fact>
            {invoice.issuedAt && <Fact label={<Trans>Date issued</Trans>}>{formatDateTime(invoice.issuedAt)}</Fact>}
            <Fact label={<Trans>Company name on the invoice</Trans>}>{invoice.company}</Fact>
            <Fact label={<Trans>Tax number (VAT/GST id)</Trans>}>{invoice.taxNumber}</Fact>
            {invoice.address && <Fact label={<Trans>Company address</Trans>}>{invoice.address}</Fact>}
          </Facts>
          <Note>
            <Trans>An issued invoice is never changed; for a correction, please contact us and we will issue a credit note.</Trans>
          </Note>
        </>
      ) : invoice.editable ? (
        <DetailsForm orderNo={orderNo} initial={{ invoiceCompany: invoice.company, invoiceAddress: invoice.address, invoiceTaxNumber: invoice.taxNumber }} />
      ) : (
        <Note>
          <Trans>The receipt of this order has been issued, so invoice details can no longer be added.</Trans>
        </Note>
      )}
    </section>
  );
};

/** The three fields and Save; the upstream's refusal (the receipt was issued meanwhile) shows under them. */
const DetailsForm = ({ orderNo, initial }: { orderNo: string; initial: InvoiceValues }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const [values, setValues] = useState(initial);
  const [shownProblems, setShownProblems] = useState<Partial<Record<keyof InvoiceValues, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(SetInvoiceDetailsDocument, { context: { silent: true }, refetchQueries: ['OrderDetail'] });
  const field = (name: keyof InvoiceValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
      setSaved(false);
    },
    error: shownProblems[name],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = invoiceProblems(_, values);
    setShownProblems(problems);
    setRefusal('');
    if (Object.keys(problems).length > 0) return;
    try {
      await save({ variables: { input: { orderNo, company: values.invoiceCompany.trim(), address: values.invoiceAddress.trim(), taxNumber: values.invoiceTaxNumber.trim() } } });
      setSaved(true);
    } catch (error) {
      setRefusal(errorMessage(error, _));
    }
  };
  return (
    <form aria-label={t`Invoice details`} onSubmit={(event) => void submit(event)} noValidate>
      <Note>
        <Trans>Your receipt becomes an invoice made out to this company. It can be added or changed until the receipt is issued.</Trans>
      </Note>
      <FieldRow>
        <TextField label={<Trans>Company name on the invoice</Trans>} autoComplete="organization" maxLength={200} {...field('invoiceCompany')} />
        <TextField label={<Trans>Tax number (VAT/GST id)</Trans>} maxLength={40} {...field('invoiceTaxNumber')} />
      </FieldRow>
      <TextField label={<Trans>Company address</Trans>} autoComplete="street-address" maxLength={300} {...field('invoiceAddress')} />
      {refusal && <FieldError role="alert">{refusal}</FieldError>}
      {saved && (
        <Note role="status">
          <Trans>Invoice details saved.</Trans>
        </Note>
      )}
      <Button type="submit" disabled={loading}>
        <Trans>Save invoice details</Trans>
      </Button>
    </form>
  );
};

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { TextButton, TextField } from '../../ui/Form.tsx';
import { FieldRow } from './layout.tsx';
import type { OrderFormValues } from './order-form-schema.ts';

const Toggle = styled(TextButton)`
  margin: 4px 0 12px;
`;

const Hint = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The optional "Invoice details" of the order form's details step (issue #32): a company name (发票抬头), its
 * address and tax number (纳税人识别号, VAT/GST id) make the receipt an invoice. Folded away until asked for, or
 * while any is filled in or wrong.
 */
export const InvoiceFields = ({ form }: { form: UseFormReturn<OrderFormValues> }) => {
  const { t } = useLingui();
  const { register, formState, getValues } = form;
  const { errors } = formState;
  const filled = () => ['invoiceCompany', 'invoiceAddress', 'invoiceTaxNumber'].some((name) => String(getValues(name as 'invoiceCompany') ?? '').trim() !== '');
  const [open, setOpen] = useState(filled);
  const regionId = useId();
  const shown = open || Boolean(errors.invoiceCompany || errors.invoiceTaxNumber);
  return (
    <>
      <Toggle type="button" aria-expanded={shown} aria-controls={regionId} onClick={() => setOpen(!shown)}>
        <Trans>Invoice details for a company (optional)</Trans>
      </Toggle>
      <div id={regionId} role="group" aria-label={t`Invoice details`} hidden={!shown}>
        <Hint>
          <Trans>Your receipt becomes an invoice made out to this company. It can be added or changed until the receipt is issued.</Trans>
        </Hint>
        <FieldRow>
          <TextField label={<Trans>Company name on the invoice</Trans>} autoComplete="organization" maxLength={200} error={errors.invoiceCompany?.message} {...register('invoiceCompany')} />
          <TextField label={<Trans>Tax number (VAT/GST id)</Trans>} maxLength={40} error={errors.invoiceTaxNumber?.message} {...register('invoiceTaxNumber')} />
        </FieldRow>
        <TextField label={<Trans>Company address</Trans>} autoComplete="street-address" maxLength={300} error={errors.invoiceAddress?.message} {...register('invoiceAddress')} />
      </div>
    </>
  );
};

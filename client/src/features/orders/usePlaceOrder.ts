import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/index.ts';
import type { OrderInput } from '../../gql/graphql.ts';
import type { OneYuan } from './one-yuan.ts';
import type { OrderFormValues } from './order-form-schema.ts';
import { renewalInput } from './renewal.ts';
import { usePaymentLauncher } from './usePaymentLauncher.ts';

export const CreateOrderDocument = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      orderNo
      paymentType
    }
  }
`);

interface Options {
  oneYuan: OneYuan;
  /** the licenses the order renews, or null */
  renew: string[] | null;
  /** the team the order is for (its licences become the team's seats), or null for oneself */
  teamId?: string | null;
  /** the priced order, null while it cannot be priced */
  input: OrderInput | null;
  /** the upstream's refusal of the order as priced */
  problem?: string;
  /** the order is placed: what the form kept for a reload goes */
  onPlaced?: () => void;
}

/**
 * Pay on the order form's review: places the priced order with the buyer's details and sends it to be paid
 * (nothing while the order cannot be priced). `placing` is true while the order is placed, `redirecting`
 * while PayPal's page is fetched.
 */
export const usePlaceOrder = ({ oneYuan, renew, teamId = null, input, problem, onPlaced }: Options) => {
  const [placing, setPlacing] = useState(false);
  const { launch, redirecting } = usePaymentLauncher();
  const [createOrder] = useMutation(CreateOrderDocument);

  const pay = async (values: OrderFormValues) => {
    if (!input || problem) return;
    setPlacing(true);
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            ...input,
            name: values.name.trim(),
            country: values.country,
            company: values.company.trim() || null,
            ...(oneYuan === 1 ? { position: values.position, use: values.use } : {}),
            ...renewalInput(renew),
            ...(teamId ? { teamId } : {}),
            invoiceCompany: values.invoiceCompany.trim() || null,
            invoiceAddress: values.invoiceAddress.trim() || null,
            invoiceTaxNumber: values.invoiceTaxNumber.trim() || null,
          },
        },
      });
      if (!data) return;
      onPlaced?.();
      await launch(data.createOrder, oneYuan);
    } catch {
      // the error link has shown the upstream's message; the overlay closes
    } finally {
      setPlacing(false);
    }
  };
  return { pay, placing, redirecting };
};

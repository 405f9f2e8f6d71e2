import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import type { OrderInput } from '../../gql/graphql.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

export const OrderPreviewDocument = graphql(`
  query OrderPreview($input: OrderInput!) {
    orderPreview(input: $input) {
      discounts {
        period
        label
        description
        descriptionCn
      }
      paymentType
      period
      periodDay
      orderAmount {
        amount
        currency
      }
      discountAmount {
        amount
        currency
      }
      licenseTypePrice {
        amount
        currency
      }
    }
  }
`);

/** How long the form waits after the last change before re-pricing (spec §9). */
export const PREVIEW_DEBOUNCE_MS = 200;

/**
 * The price preview of what the form holds (null while the quantity or period cannot be priced), re-run
 * 200 ms after the last change. The upstream's refusals (an expired coupon, …) are shown by the form, not
 * toasted; the last answer stays on screen while the next one loads.
 */
export const useOrderPreview = (input: OrderInput | null) => {
  const settled = useDebouncedValue(input, JSON.stringify(input), PREVIEW_DEBOUNCE_MS);
  const { data, previousData, error, loading } = useQuery(
    OrderPreviewDocument,
    settled ? { variables: { input: settled }, context: { silent: true }, fetchPolicy: 'network-only' } : skipToken,
  );
  const pending = loading || JSON.stringify(settled) !== JSON.stringify(input);
  // nothing to show for a quantity or period that cannot be priced, rather than the last price
  return { preview: input ? (data ?? previousData)?.orderPreview : undefined, error: pending ? undefined : error, pending };
};

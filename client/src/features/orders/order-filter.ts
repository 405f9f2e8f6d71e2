import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayStatusFilter } from '../../gql/graphql.ts';

/**
 * The order list's filter (spec §2): All orders (-1), To be paid (0), Paid (1); the code is what the address
 * keeps, `heading` the list's heading under it. The words are the order statuses' own (see OrderStatus).
 */
export const ORDER_FILTERS: readonly { code: string; value: PayStatusFilter; label: MessageDescriptor; heading: MessageDescriptor }[] = [
  { code: '-1', value: 'ALL', label: msg`All orders`, heading: msg`All orders` },
  { code: '0', value: 'TO_BE_PAID', label: msg`To be paid`, heading: msg`Orders to be paid` },
  { code: '1', value: 'PAID', label: msg`Paid`, heading: msg`Paid orders` },
];

/** The heading of the list under a filter. */
export const headingOfFilter = (value: PayStatusFilter) => ORDER_FILTERS.find((filter) => filter.value === value)!.heading;

/** The filter of an address's `?status=` code; anything else is All orders. */
export const filterOfCode = (code: string | null): PayStatusFilter => ORDER_FILTERS.find((filter) => filter.code === code)?.value ?? 'ALL';

export const codeOfFilter = (value: PayStatusFilter) => ORDER_FILTERS.find((filter) => filter.value === value)!.code;

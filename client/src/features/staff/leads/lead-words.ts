import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeadKind, LeadState } from '../../../gql/graphql.ts';

/** Each state and kind of a lead, as the back office says it. */
export const stateName: Record<LeadState, MessageDescriptor> = {
  NEW: msg({ message: 'New', context: 'lead state' }),
  CONTACTED: msg({ message: 'Contacted', context: 'lead state' }),
  WON: msg({ message: 'Won', context: 'lead state' }),
  LOST: msg({ message: 'Lost', context: 'lead state' }),
};

export const kindName: Record<LeadKind, MessageDescriptor> = {
  TRIAL: msg({ message: 'Trial request', context: 'lead kind' }),
  SALES: msg({ message: 'Sales contact', context: 'lead kind' }),
};

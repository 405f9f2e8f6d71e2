import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormValues } from './order-form-schema.ts';
import type { Step } from './StepIndicator.tsx';

/**
 * The order form as the buyer left it, kept in this tab's sessionStorage per edition, mode (trial or not) and renewed
 * licence, so that a reload keeps every choice and the review step (issue #32: a reload used to start over and reset
 * the payment method). Cleared once the order is placed. sessionStorage: the tab's own, gone with it, never sent.
 */
export interface SavedOrderForm {
  values: Partial<OrderFormValues>;
  /** the step the buyer was on: the review only once the details were checked */
  step: Step;
  /**
   * The address's query without the step (period, coupon, renew): the form is taken back only at the same address, so
   * a link asking for another term or coupon starts from what it asks, while a reload keeps what the buyer chose.
   */
  address: string;
}

const PREFIX = 'tidewatch.orderForm:';

/** The storage key of one form: the same parts as the form's own React key. */
export const orderFormKey = (edition: string, oneYuan: number, renew: string | null) => `${PREFIX}${edition}/${oneYuan}/${renew ?? ''}`;

const TEXT_FIELDS = ['name', 'email', 'country', 'position', 'use', 'company', 'quantity', 'period', 'paymentType', 'coupon'] as const;

/** Only fields of the form's own kinds are taken back: whatever else the storage holds is dropped. */
const valuesFrom = (raw: unknown): Partial<OrderFormValues> => {
  if (typeof raw !== 'object' || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (typeof record[field] === 'string') values[field] = record[field];
  if (typeof record.agreement === 'boolean') values.agreement = record.agreement;
  return values as Partial<OrderFormValues>;
};

/** Storage may be missing or refuse (private modes, quotas): the form then simply starts afresh. */
const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const loadOrderForm = (key: string, address: string): SavedOrderForm | null => {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as { values?: unknown; step?: unknown; address?: unknown };
    if (parsed.address !== address) return null;
    return { values: valuesFrom(parsed.values), step: parsed.step === 'review' ? 'review' : 'details', address };
  } catch {
    return null;
  }
};

export const saveOrderForm = (key: string, saved: SavedOrderForm) => {
  try {
    storage()?.setItem(key, JSON.stringify(saved));
  } catch {
    // full or refused: a reload starts afresh, as before
  }
};

export const clearOrderForm = (key: string) => {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing kept
  }
};

/** Keeps the form's values and step in the tab as they change, for a reload to take back. */
export const useKeepOrderForm = (key: string, form: UseFormReturn<OrderFormValues>, step: Step, address: string) => {
  useEffect(() => {
    saveOrderForm(key, { values: form.getValues(), step, address });
    const watching = form.watch((values) => saveOrderForm(key, { values: values as Partial<OrderFormValues>, step, address }));
    return () => watching.unsubscribe();
  }, [form, key, step, address]);
};

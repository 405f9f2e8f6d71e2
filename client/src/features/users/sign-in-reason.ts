import { paths } from '../../lib/paths.ts';

/**
 * Why a visitor is on the sign-in page, from the page they were sent from: 'purchase' when it is the order
 * form (spec §6: 'Please log in to purchase a license'), else null (nothing to explain).
 */
export const signInReason = (returnTo: string | null): 'purchase' | null => {
  if (!returnTo) return null;
  const pathname = new URL(returnTo, 'http://same.invalid').pathname;
  const orderForm = paths.orderFormIndex.href();
  return pathname === orderForm || pathname.startsWith(`${orderForm}/`) ? 'purchase' : null;
};

import { isQuantity } from '../../../../contract/limits.ts';

export { DEFAULT_QUANTITY, QUANTITY_MAX, QUANTITY_MIN } from '../../../../contract/limits.ts';

/** The quantity field keeps digits and dots only (spec §5): what is typed or pasted is filtered as it comes. */
export const keepDigitsAndDots = (text: string) => text.replace(/[^\d.]/g, '');

/** A whole number of licenses the contract allows, or null ("1.5", "", "0" and "2000" are not). */
export const parseQuantity = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return isQuantity(quantity) ? quantity : null;
};

/** The quantity field keeps digits and dots only (spec §5): what is typed or pasted is filtered as it comes. */
export const keepDigitsAndDots = (text: string) => text.replace(/[^\d.]/g, '');

export const DEFAULT_QUANTITY = 1;
/** The most licenses one order may hold (the upstream's limit too). */
export const MAX_QUANTITY = 1000;

/** A whole number of licenses from 1 to MAX_QUANTITY, or null ("1.5", "", "0" and "2000" are not). */
export const parseQuantity = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
};

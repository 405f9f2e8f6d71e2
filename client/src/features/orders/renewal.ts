/** A renewal buys exactly one license: the one renewed. */
export const RENEWAL_QUANTITY = 1;

/** The license an order form renews (`?renew=42`, from license management's Renew), or null. */
export const renewalFrom = (search: URLSearchParams) => {
  const value = search.get('renew');
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : null;
};

/**
 * The coupon code comes from the page's query string (spec §7): `?coupon=`, or `?coupon_code=` as the REST
 * payload names it. Blank means none.
 */
export const couponFrom = (search: URLSearchParams): string | undefined => {
  const code = (search.get('coupon') ?? search.get('coupon_code') ?? '').trim();
  return code || undefined;
};

/** The query string without its coupon (the buyer removed a refused one). */
export const withoutCoupon = (search: URLSearchParams) => {
  const next = new URLSearchParams(search);
  next.delete('coupon');
  next.delete('coupon_code');
  return next;
};

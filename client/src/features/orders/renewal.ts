/** At most this many licences in one renewal order (the order's quantity limit). */
const MAX_RENEWED = 1000;
const ROW_ID = /^[1-9]\d{0,9}$/;

/**
 * The licences an order form renews (`?renew=42` from license management's Renew, or `?renew=42,43,44` from a
 * team's "Renew selected"), each named once, or null when the address names none or anything that is not a licence id.
 */
export const renewalFrom = (search: URLSearchParams): string[] | null => {
  const value = search.get('renew');
  if (!value) return null;
  const ids = value.split(',').map((id) => id.trim());
  if (ids.length > MAX_RENEWED || !ids.every((id) => ROW_ID.test(id))) return null;
  return [...new Set(ids)];
};

/** What createOrder takes for them: one licence as `renewLicenseId` (as before teams), several as `renewLicenseIds`. */
export const renewalInput = (renew: string[] | null) =>
  !renew ? {} : renew.length === 1 ? { renewLicenseId: renew[0] } : { renewLicenseIds: renew };

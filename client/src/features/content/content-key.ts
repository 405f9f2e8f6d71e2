/**
 * The anchor of a group or entry: the server's stable key, or — from a backend that sends none — one made
 * from its position, which holds as long as the content does not move.
 */
export const anchorOf = (key: string | null | undefined, ...position: number[]) => key || `item-${position.map((n) => n + 1).join('-')}`;

/** The entry a location hash names (`#how-to`, percent-encoded or not), or null. */
export const hashKey = (hash: string) => {
  if (!hash.startsWith('#') || hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

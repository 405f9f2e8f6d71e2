import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching. A prerendered page is
 * rendered as not matching (the phone's layout, where a visitor waits longest), then follows the screen.
 */
export const useMediaQuery = (query: string) =>
  useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

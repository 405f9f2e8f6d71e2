import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching. Undefined while a prerendered
 * page is rendered and hydrated (no screen is known there): the caller lays out by the same query in CSS, so the page
 * does not move when the answer arrives right after.
 */
export const useMediaQuery = (query: string): boolean | undefined =>
  useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );

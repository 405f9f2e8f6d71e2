import { useEffect, useRef } from 'react';

/** Runs `effect` once per mount even under StrictMode's double effects (single-use mail tokens). */
export const useOnce = (effect: () => void) => {
  const ran = useRef(false);
  const first = useRef(effect);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    first.current();
  }, []);
};

import { useEffect, useRef, useState } from 'react';
import { anyEngines, isProductVersion, typingPause } from './market-params.ts';

/**
 * The product-version box: pick one of the versions the market's extensions target, or type your own. A typed
 * version is applied after a pause, like the keyword; emptied, the filter is off (any version). What is not a
 * product version is pointed out and not applied.
 */
export const useTypedEngines = (shown: string, setEngines: (engines: string) => void) => {
  const [typed, setTyped] = useState(shown);
  const apply = useRef(setEngines);
  apply.current = setEngines;
  useEffect(() => setTyped(shown), [shown]);
  const value = typed.trim();
  const valid = value === '' || isProductVersion(value);
  useEffect(() => {
    if (value === shown || !valid) return undefined;
    const timer = setTimeout(() => apply.current(value === '' ? anyEngines : value), typingPause);
    return () => clearTimeout(timer);
  }, [value, shown, valid]);
  return { typed, setTyped, valid };
};

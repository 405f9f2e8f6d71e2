import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`, sameness judged by `key` (a new object describing the same
 * thing changes nothing): the order form re-prices 200 ms after the last change.
 */
export const useDebouncedValue = <T>(value: T, key: string, ms: number) => {
  const [settled, setSettled] = useState({ value, key });
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled((current) => (current.key === key ? current : { value: latest.current, key })), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return settled.value;
};

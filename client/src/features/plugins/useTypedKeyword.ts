import { useEffect, useRef, useState } from 'react';
import { typingPause } from './market-params.ts';

/** The keyword box: what is typed shows at once; the address (and so the search) follows after a pause. */
export const useTypedKeyword = (keyword: string, setKeyword: (keyword: string) => void) => {
  const [typed, setTyped] = useState(keyword);
  const apply = useRef(setKeyword);
  apply.current = setKeyword;
  // back, forward or a cleared filter change the address: the box follows it (keeping a space being typed)
  useEffect(() => setTyped((current) => (current.trim() === keyword ? current : keyword)), [keyword]);
  useEffect(() => {
    if (typed.trim() === keyword) return undefined;
    const timer = setTimeout(() => apply.current(typed), typingPause);
    return () => clearTimeout(timer);
  }, [typed, keyword]);
  return [typed, setTyped] as const;
};

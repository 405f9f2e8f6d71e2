import { useMatches } from 'react-router-dom';

/** A route's handle may ask for the wide page (the sale route makes page containers 1360 px wide). */
export interface WideHandle {
  wide?: boolean;
}

export const useWidePage = () => useMatches().some((match) => (match.handle as WideHandle | undefined)?.wide);

import { useMediaQuery } from '../../../lib/useMediaQuery.ts';

/** Whether the visitor asked for less motion (follows changes of the system setting); until known, as if asked. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)') ?? true;

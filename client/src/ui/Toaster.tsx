import { useToasts } from '../lib/toasts.ts';
import { onDemand, useOnDemand } from './on-demand.ts';

const list = onDemand(() => import('./ToastList.tsx'));

/** The toasts (ToastList, Radix): fetched with the first toast raised, so a page that raises none loads none of it. */
export const Toaster = () => {
  const toasts = useToasts();
  const [loaded] = useOnDemand(list, toasts.length > 0);
  return loaded ? <loaded.ToastList /> : null;
};

import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { useCrossLoginQuestion } from './cross-login.ts';

const dialog = onDemand(() => import('./CrossLoginDialog.tsx'));

/** The cross-site login's question (CrossLoginDialog, a Radix dialog), fetched only when there is one to ask. */
export const CrossLoginPrompt = () => {
  const question = useCrossLoginQuestion();
  const [loaded] = useOnDemand(dialog, question !== null);
  return question && loaded ? <loaded.CrossLoginDialog question={question} /> : null;
};

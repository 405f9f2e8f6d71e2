import { CombinedGraphQLErrors } from '@apollo/client';
import type { Translate } from '../i18n/translate.ts';
import { reactionTo } from './error-catalogue.ts';

/** The message a form shows inline for a failed call it made silently: the server's, or the catalogue's. */
export const errorMessage = (error: unknown, _: Translate): string => {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first ? String(first.extensions?.code ?? '') : 'NETWORK';
  const reaction = reactionTo(code, first?.message ?? '');
  if (reaction.kind === 'toast') return typeof reaction.message === 'string' ? reaction.message : _(reaction.message);
  return first?.message ?? '';
};

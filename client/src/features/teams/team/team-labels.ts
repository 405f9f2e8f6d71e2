import { useLingui } from '@lingui/react/macro';
import type { InvitationLanguage, TeamRole } from '../../../gql/graphql.ts';

/** The words for a role and an invitation's language, in the page's language. */
export const useTeamLabels = () => {
  const { t } = useLingui();
  const role = (r: TeamRole) => ({ ['OWNER']: t({ message: 'Owner', context: 'team role' }), ['MANAGER']: t`Manager`, ['MEMBER']: t`Member` })[r];
  const language = (l: InvitationLanguage) => (l === 'ZH' ? t`Chinese` : t`English`);
  return { role, language };
};

/** ISO date-times shown as their date. */
export const day = (iso: string) => iso.slice(0, 10);

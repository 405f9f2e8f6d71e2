import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useOutletContext } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../ui/Page.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { StaffMeQuery } from '../../gql/graphql.ts';
import { roleName, sectionsOf } from './staff-sections.ts';

const Sections = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  li a { display: block; padding: ${({ theme }) => theme.space(5)}; font-weight: 600; }
`;

/** What the signed-in member of staff is for: their role and the sections they work in. */
export const StaffHomePage = () => {
  const { i18n, t } = useLingui();
  const me = useOutletContext<StaffMeQuery['staffMe']>();
  usePageMeta(t`Back office`, t`Staff work here: review, money, leads, customers and the audit log.`);
  return (
    <>
      <h1>
        <Trans>Back office</Trans>
      </h1>
      <p>
        <Trans>
          Signed in as {me.username}, role: {i18n._(roleName[me.role])}.
        </Trans>
      </p>
      <Sections>
        {sectionsOf(me.role).map((section) => (
          <li key={section.path}>
            <Card as={Link} to={section.path}>
              {i18n._(section.name)}
            </Card>
          </li>
        ))}
      </Sections>
    </>
  );
};

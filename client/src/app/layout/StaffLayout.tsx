import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { graphql } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { getStaffToken } from '../../lib/staff-session.ts';
import { PageWidth } from '../../ui/Page.tsx';
import { Toaster } from '../../ui/Toaster.tsx';
import { roleName, sectionsOf } from '../../features/staff/staff-sections.ts';
import { StaffSignOut } from '../../features/staff/core/StaffSignOut.tsx';

/** The member of staff this browser's staff session belongs to (the layout's one question; the screens ask their own). */
export const StaffMeDocument = graphql(`
  query StaffMe {
    staffMe {
      id
      username
      role
      kind
    }
  }
`);

const Bar = styled.header`
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
`;

const BarRow = styled(PageWidth)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  a.brand { color: #fff; font-weight: 700; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Who = styled.p`
  margin: 0 0 0 auto;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Sections = styled.nav`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(5)}; list-style: none; margin: 0; padding: ${({ theme }) => theme.space(2)} 0; }
  a { display: inline-block; padding: ${({ theme }) => theme.space(2)} 0; color: ${({ theme }) => theme.color.text}; }
  a.active { color: ${({ theme }) => theme.color.primaryDark}; font-weight: 600; box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.primary}; }
`;

const Main = styled.main`
  min-height: calc(100vh - 120px);
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(14)};
  background: ${({ theme }) => theme.color.canvas};
`;

/**
 * The back office's frame (issue #33): who is signed in and with which role, the sections of that role, the screen.
 * Without a staff session it sends to the staff sign-in; a session that ended on the way does the same (apollo.ts).
 */
export const StaffLayout = () => {
  const { i18n, t } = useLingui();
  const location = useLocation();
  const token = getStaffToken();
  const { data } = useQuery(StaffMeDocument, { skip: !token, fetchPolicy: 'network-only' });
  if (!token) return <Navigate to={paths.adminSignIn.href(location.pathname + location.search)} replace />;
  const me = data?.staffMe;
  return (
    <>
      <Bar>
        <BarRow>
          <Link className="brand" to={paths.admin.href()}>
            <Trans>Back office</Trans>
          </Link>
          {me && (
            <Who data-testid="staff-me">
              {me.username} · {i18n._(roleName[me.role])}
            </Who>
          )}
          <LanguageSwitch />
          {me && <StaffSignOut />}
        </BarRow>
      </Bar>
      {me && (
        <Sections aria-label={t`Back-office sections`}>
          <PageWidth>
            <ul>
              {sectionsOf(me.role).map((section) => (
                <li key={section.path}>
                  <NavLink to={section.path}>{i18n._(section.name)}</NavLink>
                </li>
              ))}
            </ul>
          </PageWidth>
        </Sections>
      )}
      <Main>
        <PageWidth>{me ? <Outlet context={me} /> : null}</PageWidth>
      </Main>
      <Toaster />
    </>
  );
};

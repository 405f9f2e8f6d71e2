import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { PageWidth, Section } from '../../ui/Page.tsx';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  margin-bottom: ${({ theme }) => theme.space(6)};
  a {
    flex: none;
    white-space: nowrap;
    padding: 10px 18px;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  a:hover { color: ${({ theme }) => theme.color.primary}; text-decoration: none; }
  a.active { color: ${({ theme }) => theme.color.primary}; border-bottom-color: ${({ theme }) => theme.color.primary}; }
  /*
   * On a phone the five tabs may not fit one row (English): they wrap, each row filled edge to edge and
   * underlined as a whole, rather than a ragged first row without a line under it.
   */
  @media (max-width: 767.98px) {
    gap: 0;
    border-bottom: 0;
    a { flex: 1 1 auto; text-align: center; padding: 10px 10px; margin-bottom: 0; border-bottom: 0; box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.line}; }
    a.active { box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.primary}; }
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** The user centre: tabs as links (profile, licenses, orders, extensions, team) over the current tab's screen. */
export const CenterLayout = () => {
  const { t } = useLingui();
  return (
    // the wide container: the license table fits a 1366 px screen without scrolling
    <PageWidth $wide>
      <Section style={{ paddingTop: 40 }}>
        <Title><Trans>User centre</Trans></Title>
        <Tabs aria-label={t`User centre`}>
          <NavLink to={paths.profile.href()}><Trans>Profile</Trans></NavLink>
          <NavLink to={paths.licenseManagement.href()}><Trans>License management</Trans></NavLink>
          <NavLink to={paths.orderManagement.href()}><Trans>Order management</Trans></NavLink>
          <NavLink to={paths.myExtensions.href()}><Trans>Extensions</Trans></NavLink>
          <NavLink to={paths.teams.href()}><Trans>Team</Trans></NavLink>
        </Tabs>
        <Outlet />
      </Section>
    </PageWidth>
  );
};

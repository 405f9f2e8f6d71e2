import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { toSessionUser } from '../../features/users/session-user.ts';
import { graphql } from '../../gql/index.ts';
import { clearSession, saveUser, useSession } from '../../lib/session.ts';
import { Logo } from '../../ui/Logo.tsx';
import { PageWidth } from '../../ui/Page.tsx';
import { paths } from '../../lib/paths.ts';
import { DocsMenu } from './DocsMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu, PHONE_MAX } from './MobileMenu.tsx';
import { mainLinks } from './nav-links.ts';
import { UserMenu } from './UserMenu.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${({ theme }) => theme.color.navy};
  border-bottom: 1px solid rgba(255, 255, 255, 0.06);
`;

const Row = styled(PageWidth)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  height: 64px;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(7)};
  flex: 1;
  a { color: ${({ theme }) => theme.color.onDark}; font-size: 15px; }
  a:hover, a.active { color: #fff; text-decoration: none; }
  a.active { box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.accent}; }
  @media (max-width: ${PHONE_MAX}) { display: none; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  a.sign-in { color: ${({ theme }) => theme.color.onDark}; }
  @media (max-width: ${PHONE_MAX}) { display: none; }
`;

const DownloadButton = styled(Link)`
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  padding: 7px 18px;
  border-radius: 999px;
  font-weight: 600;
  font-size: 14px;
  &:hover { background: ${({ theme }) => theme.color.primaryDark}; text-decoration: none; }
`;

export const HeaderProfileDocument = graphql(`
  query HeaderProfile {
    me {
      id
      username
      email
      status
    }
  }
`);

/**
 * With a token, the profile is fetched (raw: no sign-in redirect from the header). A token nobody answers to
 * (null, or UNAUTHENTICATED) clears the session; otherwise the stored user info is refreshed.
 */
const useProfileCheck = (token: string | null) => {
  const { data, error } = useQuery(HeaderProfileDocument, { skip: !token, fetchPolicy: 'network-only', context: { silent: true, raw: true } });
  const me = data?.me;
  const rejected =
    (data !== undefined && me === null) ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  useEffect(() => {
    if (!token) return;
    if (rejected) clearSession();
    else if (me) saveUser(toSessionUser(me));
  }, [token, rejected, me]);
};

/**
 * Mounted once per token (keyed by it): a sign-in as someone else starts a new check, so an answer fetched for the
 * previous token can never be saved as the new token's user.
 */
const ProfileCheck = ({ token }: { token: string }) => {
  useProfileCheck(token);
  return null;
};

/**
 * `wide`: the sale route's 1360 px container, so that the bar lines up with the page. Below 768 px the links
 * and actions fold into the phone menu.
 */
export const Header = ({ wide = false }: { wide?: boolean }) => {
  const { t, i18n } = useLingui();
  const { token, user } = useSession();
  return (
    <Bar>
      {token && <ProfileCheck key={token} token={token} />}
      <Row $wide={wide}>
        <Logo />
        <Nav aria-label={t`Main`}>
          {mainLinks.map((link) => (
            <NavLink key={link.href} to={link.href}>{i18n._(link.label)}</NavLink>
          ))}
          <DocsMenu />
        </Nav>
        <Actions>
          <LanguageSwitch />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Link className="sign-in" to={paths.signIn.href()}><Trans>Sign in</Trans></Link>
              <Link className="sign-in" to={paths.signUp.href()}><Trans>Sign up</Trans></Link>
            </>
          )}
          <DownloadButton to={paths.download.href()}><Trans>Download</Trans></DownloadButton>
        </Actions>
        <MobileMenu user={user} />
      </Row>
    </Bar>
  );
};

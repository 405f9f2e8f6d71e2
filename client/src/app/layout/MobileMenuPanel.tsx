import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionUser } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Bars, MenuButton } from './menu-button.tsx';
import { docLinks, mainLinks, userLinks } from './nav-links.ts';
import { useSignOut } from './useSignOut.ts';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(2, 6, 23, 0.55);
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  z-index: 61;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(340px, 100vw - 40px);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(8)};
  box-shadow: -12px 0 40px rgba(2, 6, 23, 0.4);
  &:focus { outline: none; }
  a { color: ${({ theme }) => theme.color.onDark}; }
  a:hover, a.active { color: #fff; text-decoration: none; }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Title = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 600;
  color: #fff;
`;

const Close = styled(Dialog.Close)`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.onDark};
  font-size: 26px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.navyLight}; color: #fff; }
`;

const Group = styled.section`
  display: block;
  border-top: 1px solid rgba(226, 232, 240, 0.12);
  padding: ${({ theme }) => theme.space(3)} 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #94a3b8;
    /* a username is shown as it is spelled */
    &[data-username] { text-transform: none; letter-spacing: 0; }
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a, button {
    display: block;
    width: 100%;
    padding: 10px 4px;
    font: inherit;
    font-size: 16px;
    text-align: start;
    background: none;
    border: 0;
    color: ${({ theme }) => theme.color.onDark};
    cursor: pointer;
  }
  a.active { box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.accent}; padding-left: 12px; }
`;

const DownloadLink = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space(4)};
  text-align: center;
  background: ${({ theme }) => theme.color.primary};
  color: #fff !important;
  padding: 11px 18px;
  border-radius: 999px;
  font-weight: 600;
  &:hover { background: ${({ theme }) => theme.color.primaryDark}; }
`;

interface MobileMenuPanelProps {
  user: SessionUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The phone menu's side panel with every header link — the pages, the Docs items, the language switch, sign-in or
 * the user's pages, and Download. It is a modal dialog (Radix): focus moves in and stays in, Esc and a click
 * outside close it, and focus returns to the button.
 */
export const MobileMenuPanel = ({ user, open, onOpenChange }: MobileMenuPanelProps) => {
  const { t, i18n } = useLingui();
  const signOut = useSignOut();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <MenuButton type="button" aria-label={t`Menu`}>
          <Bars />
        </MenuButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Panel aria-describedby={undefined}>
          <Top>
            <Title><Trans>Menu</Trans></Title>
            <Close aria-label={t`Close menu`}>×</Close>
          </Top>
          <nav aria-label={t`Main`}>
            <Links>
              {mainLinks.map((link) => (
                <li key={link.href}><NavLink to={link.href}>{i18n._(link.label)}</NavLink></li>
              ))}
            </Links>
          </nav>
          <Group aria-labelledby="menu-docs">
            <h2 id="menu-docs"><Trans>Docs</Trans></h2>
            <Links>
              {docLinks.map((link) => (
                <li key={link.href}><NavLink to={link.href}>{i18n._(link.label)}</NavLink></li>
              ))}
            </Links>
          </Group>
          <Group aria-labelledby="menu-account">
            <h2 id="menu-account" data-username={user ? '' : undefined}>{user ? user.username : <Trans>Account</Trans>}</h2>
            <Links>
              {user ? (
                <>
                  {userLinks.map((link) => (
                    <li key={link.href}><NavLink to={link.href}>{i18n._(link.label)}</NavLink></li>
                  ))}
                  <li><button type="button" onClick={() => void signOut()}><Trans>Sign out</Trans></button></li>
                </>
              ) : (
                <>
                  <li><NavLink to={paths.signIn.href()}><Trans>Sign in</Trans></NavLink></li>
                  <li><NavLink to={paths.signUp.href()}><Trans>Sign up</Trans></NavLink></li>
                </>
              )}
            </Links>
          </Group>
          <Group as="div">
            <LanguageSwitch />
          </Group>
          <DownloadLink to={paths.download.href()}><Trans>Download</Trans></DownloadLink>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

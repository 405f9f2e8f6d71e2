import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router-dom';
import { signOut } from '../../features/users/sign-out.ts';
import type { SessionUser } from '../../lib/session.ts';
import { paths } from '../paths.ts';
import { userLinks } from './nav-links.ts';
import { MenuContent, MenuItem, NavButton } from './menu-styles.ts';

/** Signing out ends the session on the server, forgets it and every cached answer here, then goes home. */
export const useSignOut = () => {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(paths.home.href());
  };
};

/** Signed in, the sign-in link becomes this menu: centre, licenses, orders, sign out. */
export const UserMenu = ({ user }: { user: SessionUser }) => {
  const { i18n } = useLingui();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <NavButton type="button">{user.username} ▾</NavButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent sideOffset={8} align="end">
          {userLinks.map((link) => (
            <MenuItem key={link.href} asChild>
              <Link to={link.href}>{i18n._(link.label)}</Link>
            </MenuItem>
          ))}
          <MenuItem onSelect={signOut}><Trans>Sign out</Trans></MenuItem>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};

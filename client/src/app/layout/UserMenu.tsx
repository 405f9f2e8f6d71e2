import { Trans } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router-dom';
import { apolloClient } from '../../lib/apollo.ts';
import { clearSession, type SessionUser } from '../../lib/session.ts';
import { paths } from '../paths.ts';
import { MenuContent, MenuItem, NavButton } from './menu-styles.ts';

/** Signed in, the sign-in link becomes this menu: centre, licenses, orders, sign out. */
export const UserMenu = ({ user }: { user: SessionUser }) => {
  const navigate = useNavigate();
  const signOut = async () => {
    clearSession();
    await apolloClient.clearStore();
    navigate(paths.home.href());
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <NavButton type="button">{user.username} ▾</NavButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent sideOffset={8} align="end">
          <MenuItem asChild>
            <Link to={paths.center.href()}><Trans>User centre</Trans></Link>
          </MenuItem>
          <MenuItem asChild>
            <Link to={paths.licenseManagement.href()}><Trans>License management</Trans></Link>
          </MenuItem>
          <MenuItem asChild>
            <Link to={paths.orderManagement.href()}><Trans>Order management</Trans></Link>
          </MenuItem>
          <MenuItem onSelect={signOut}><Trans>Sign out</Trans></MenuItem>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};

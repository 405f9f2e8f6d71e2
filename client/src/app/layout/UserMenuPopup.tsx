import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../lib/session.ts';
import { MenuContent, MenuItem } from '../../ui/menu-styles.ts';
import { NavButton } from './nav-button.ts';
import { userLinks } from './nav-links.ts';
import { useSignOut } from './useSignOut.ts';

/** The user's menu (Radix), mounted open the first time it is asked for: centre, licenses, orders, sign out. */
export const UserMenuPopup = ({ user }: { user: SessionUser }) => {
  const { i18n } = useLingui();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
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

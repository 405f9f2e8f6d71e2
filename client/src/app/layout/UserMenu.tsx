import type { SessionUser } from '../../lib/session.ts';
import { onDemand } from '../../ui/on-demand.ts';
import { useMenuOnDemand } from './menu-on-demand.ts';
import { NavButton } from './nav-button.ts';

const popup = onDemand(() => import('./UserMenuPopup.tsx'));

/** Signed in, the sign-in link becomes this menu; its Radix popup is fetched when first wanted. */
export const UserMenu = ({ user }: { user: SessionUser }) => {
  const { popup: loaded, triggerProps } = useMenuOnDemand(popup);
  return loaded ? <loaded.UserMenuPopup user={user} /> : <NavButton {...triggerProps}>{user.username} ▾</NavButton>;
};

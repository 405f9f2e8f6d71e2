import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SessionUser } from '../../lib/session.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { Bars, MenuButton } from './menu-button.tsx';

export { PHONE_MAX } from './menu-button.tsx';

const panel = onDemand(() => import('./MobileMenuPanel.tsx'));

/**
 * The header on phones: one menu button opening a side panel (MobileMenuPanel, a Radix dialog fetched the first
 * time the button is pressed). A navigation closes it: the panel belongs to the location it was opened at.
 */
export const MobileMenu = ({ user }: { user: SessionUser | null }) => {
  const { t } = useLingui();
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, request] = useOnDemand(panel);
  const onOpenChange = (open: boolean) => setOpenedAt(open ? location.key : null);
  if (loaded && wanted) return <loaded.MobileMenuPanel user={user} open={openedAt === location.key} onOpenChange={onOpenChange} />;
  return (
    <MenuButton
      type="button"
      aria-label={t`Menu`}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void request()}
      onClick={() => {
        setWanted(true);
        onOpenChange(true);
        void request();
      }}
    >
      <Bars />
    </MenuButton>
  );
};

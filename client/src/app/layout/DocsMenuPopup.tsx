import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { docLinks } from './nav-links.ts';
import { MenuContent, MenuItem } from '../../ui/menu-styles.ts';
import { NavButton } from './nav-button.ts';

/** The Docs dropdown (Radix), mounted open the first time it is asked for; closes on an outside click. */
export const DocsMenuPopup = ({ label }: { label: ReactNode }) => {
  const { i18n } = useLingui();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <NavButton type="button">{label}</NavButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent sideOffset={8} align="start">
          {docLinks.map((link) => (
            <MenuItem key={link.href} asChild>
              <Link to={link.href}>{i18n._(link.label)}</Link>
            </MenuItem>
          ))}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};

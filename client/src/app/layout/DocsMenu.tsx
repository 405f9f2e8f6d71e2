import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { docLinks } from './nav-links.ts';
import { MenuContent, MenuItem, NavButton } from './menu-styles.ts';

const Caret = styled.span`
  font-size: 10px;
  margin-left: 6px;
  opacity: 0.8;
`;

/** The Docs dropdown: FAQ, extension docs, EXP and Go EXP docs; closes on an outside click. */
export const DocsMenu = () => {
  const { i18n } = useLingui();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <NavButton type="button">
          <Trans>Docs</Trans>
          <Caret aria-hidden>▾</Caret>
        </NavButton>
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

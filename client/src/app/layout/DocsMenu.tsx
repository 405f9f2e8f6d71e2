import { Trans } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths.ts';
import { MenuContent, MenuItem, NavButton } from './menu-styles.ts';

const Caret = styled.span`
  font-size: 10px;
  margin-left: 6px;
  opacity: 0.8;
`;

/** The Docs dropdown: FAQ, extension docs, EXP and Go EXP docs; closes on an outside click. */
export const DocsMenu = () => (
  <DropdownMenu.Root modal={false}>
    <DropdownMenu.Trigger asChild>
      <NavButton type="button">
        <Trans>Docs</Trans>
        <Caret aria-hidden>▾</Caret>
      </NavButton>
    </DropdownMenu.Trigger>
    <DropdownMenu.Portal>
      <MenuContent sideOffset={8} align="start">
        <MenuItem asChild>
          <Link to={paths.faq.href()}><Trans>FAQ</Trans></Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={paths.doc.href()}><Trans>Extension developer docs</Trans></Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={paths.exp.href()}><Trans>EXP docs</Trans></Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={paths.goExp.href()}><Trans>Go EXP docs</Trans></Link>
        </MenuItem>
      </MenuContent>
    </DropdownMenu.Portal>
  </DropdownMenu.Root>
);

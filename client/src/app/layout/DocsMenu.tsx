import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { onDemand } from '../../ui/on-demand.ts';
import { useMenuOnDemand } from './menu-on-demand.ts';
import { NavButton } from './nav-button.ts';

const Caret = styled.span`
  font-size: 10px;
  margin-left: 6px;
  opacity: 0.8;
`;

const popup = onDemand(() => import('./DocsMenuPopup.tsx'));

/** The Docs dropdown: FAQ, extension docs, EXP and Go EXP docs. Its Radix menu is fetched when first wanted. */
export const DocsMenu = () => {
  const { popup: loaded, triggerProps } = useMenuOnDemand(popup);
  const label = (
    <>
      <Trans>Docs</Trans>
      <Caret aria-hidden>▾</Caret>
    </>
  );
  return loaded ? <loaded.DocsMenuPopup label={label} /> : <NavButton {...triggerProps}>{label}</NavButton>;
};

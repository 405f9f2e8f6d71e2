import styled from 'styled-components';

/** Below this width the header folds its links into the phone menu. */
export const PHONE_MAX = '767.98px';

/** The phone menu's button (shown below PHONE_MAX only). */
export const MenuButton = styled.button`
  display: none;
  margin-left: auto;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border: 1px solid rgba(226, 232, 240, 0.35);
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.onDark};
  cursor: pointer;
  &:hover, &[data-state='open'] { color: #fff; border-color: #fff; }
  @media (max-width: ${PHONE_MAX}) { display: inline-flex; }
`;

/** Three bars, the menu's icon. */
export const Bars = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

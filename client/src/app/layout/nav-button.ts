import styled from 'styled-components';

/** A header button that opens a menu (Docs, the user's name): plain text on the dark bar. */
export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.onDark};
  font: inherit;
  cursor: pointer;
  padding: 6px 0;
  &:hover, &[data-state='open'] { color: #fff; }
`;

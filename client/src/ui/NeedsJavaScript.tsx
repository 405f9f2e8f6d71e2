import type { ReactNode } from 'react';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
`;

/**
 * Shown only when scripts do not run (a prerendered page read without JavaScript, or by a crawler): says what on
 * the page needs JavaScript, so that a form that cannot work does not look broken.
 */
export const NeedsJavaScript = ({ children }: { children: ReactNode }) => (
  <noscript>
    <Note>{children}</Note>
  </noscript>
);

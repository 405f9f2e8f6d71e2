import styled from 'styled-components';
import { Card } from '../../ui/Page.tsx';

/** A titled card of the extension's page. */
export const Panel = styled(Card).attrs({ as: 'section' })`
  padding: 24px;
  min-width: 0;
  & + & { margin-top: 24px; }
  > h2 { margin: 0 0 12px; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

import styled from 'styled-components';

/** The page container: 1280 px, or 1360 px on the sale route. */
export const PageWidth = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.width.sale : theme.width.page)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(14)} 0;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 ${({ theme }) => theme.space(8)};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/**
 * The card of a user-centre tab: every tab's content sits at the same inset. 16 px at the sides is the license
 * table's budget: with it the table's nine columns fit a 1366 px screen without scrolling.
 */
export const PanelCard = styled(Card)`
  padding: 28px 16px;
  @media (max-width: 767.98px) { padding: 20px 16px; }
`;

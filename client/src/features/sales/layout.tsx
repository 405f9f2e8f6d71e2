import styled from 'styled-components';
import { Card, PageWidth } from '../../ui/Page.tsx';

/** The forms' page: an introduction beside the form, one above the other on a phone. */
export const SalesPage = styled(PageWidth)`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: 40px;
  align-items: start;
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
    padding-top: ${({ theme }) => theme.space(8)};
  }
  @media (max-width: 480px) {
    padding-left: ${({ theme }) => theme.space(4)};
    padding-right: ${({ theme }) => theme.space(4)};
  }
`;

export const Intro = styled.div`
  h1 { font-size: 32px; line-height: 1.25; margin: 6px 0 12px; }
  p { margin: 0 0 14px; color: ${({ theme }) => theme.color.text}; }
  @media (max-width: 480px) { h1 { font-size: 26px; } }
`;

export const Eyebrow = styled.p`
  margin: 0 !important;
  color: ${({ theme }) => theme.color.primary} !important;
  font-weight: 700;
  font-size: 13px;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** The facts under the introduction (coverage date, what happens next). */
export const Notes = styled.ul`
  list-style: none;
  margin: 20px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    padding: 12px 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
    border: 1px solid ${({ theme }) => theme.color.line};
    font-size: 14px;
  }
  strong { color: ${({ theme }) => theme.color.ink}; }
`;

export const FormCard = styled(Card)`
  padding: 32px 32px 16px;
  @media (max-width: 480px) { padding: 24px 16px 8px; }
`;

/** Two fields side by side; one column on a phone. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 20px;
  @media (max-width: 600px) { grid-template-columns: minmax(0, 1fr); }
`;

/** A centred result card (request received). */
export const ResultCard = styled(Card)`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(12)} auto ${({ theme }) => theme.space(16)};
  padding: 48px 48px 40px;
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; margin: 16px 0 8px; }
  p { margin: 0 0 12px; }
  @media (max-width: 480px) { padding: 32px 20px 28px; margin-left: 16px; margin-right: 16px; }
`;

export const ResultActions = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  flex-wrap: wrap;
  gap: 16px 24px;
  margin-top: 24px;
`;

export const FinePrint = styled.p`
  margin: 12px 0 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 120px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  resize: vertical;
  &:focus { outline: none; border-color: ${({ theme }) => theme.color.primary}; box-shadow: 0 0 0 3px rgba(22, 100, 255, 0.15); }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

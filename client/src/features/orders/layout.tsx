import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, PageWidth } from '../../ui/Page.tsx';

/** The purchase pages' container: a title over the page's own content. */
export const BuyPage = styled(PageWidth)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** The form or review on the left, the price summary (`$side` px wide, 380 unless told) beside it. */
export const Columns = styled.div<{ $side?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ $side = 380 }) => $side}px;
  gap: 24px;
  align-items: start;
  /* narrow screens: the price summary goes under the form */
  @media (max-width: 960px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Sticky = styled.div`
  position: sticky;
  top: 88px;
  display: grid;
  gap: 16px;
  @media (max-width: 960px) { position: static; }
`;

const Box = styled(Card)`
  min-width: 0;
  padding: 28px 32px 12px;
  @media (max-width: 640px) { padding: 20px 16px 8px; }
`;

/** Panels one under the other. */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-content: start;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** A titled card, found by its title as a region; `action` sits in its header (an edit button). */
export const Panel = ({ title, action, children, id }: { title: ReactNode; action?: ReactNode; children: ReactNode; id?: string }) => {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} id={id}>
      <Head>
        <h2 id={titleId}>{title}</h2>
        {action}
      </Head>
      {children}
    </Box>
  );
};

/** Two fields side by side. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 20px;
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
`;

/** Read-only facts: label and value rows. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) minmax(0, 1fr);
  gap: 12px 32px;
  margin: 0 0 20px;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.ink}; font-weight: 500; overflow-wrap: anywhere; }
  /* on a phone each label sits above its value, which gets the whole width: an order number keeps one line */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd:not(:last-child) { margin-bottom: 10px; }
  }
`;

export const Fact = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
);

/** A centred result card (payment successful / failed). */
export const ResultCard = styled(Card)`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(6)} auto 0;
  padding: 48px 48px 40px;
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; margin: 16px 0 8px; }
  p { margin: 0 0 12px; }
`;

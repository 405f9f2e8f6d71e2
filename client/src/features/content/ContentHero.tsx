import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageWidth } from '../../ui/Page.tsx';

const Band = styled.section`
  background: radial-gradient(900px 420px at 85% -20%, rgba(22, 100, 255, 0.38), transparent 60%),
    radial-gradient(700px 380px at 0% 120%, rgba(53, 208, 186, 0.12), transparent 60%), ${({ theme }) => theme.color.navy};
  color: #cbd5e1;
  padding: 64px 0 72px;
  h1 { color: #fff; font-size: 40px; }
  @media (max-width: 640px) {
    padding: 40px 0 48px;
    h1 { font-size: 30px; }
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.accent};
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  max-width: 720px;
  margin: 16px 0 0;
  font-size: 17px;
`;

/** The dark band that opens the content pages, in the look of the home and pricing pages. */
export const ContentHero = ({ eyebrow, title, lead, children, titleId }: { eyebrow: ReactNode; title: ReactNode; lead: ReactNode; children?: ReactNode; titleId?: string }) => (
  <Band>
    <PageWidth>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 id={titleId}>{title}</h1>
      <Lead>{lead}</Lead>
      {children}
    </PageWidth>
  </Band>
);

/** Chips under the hero title that jump to a section of the page. */
export const JumpList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  list-style: none;
  margin: 28px 0 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid rgba(226, 232, 240, 0.22);
    background: rgba(255, 255, 255, 0.05);
    color: #e2e8f0;
    font-size: 14px;
  }
  a:hover { text-decoration: none; background: rgba(255, 255, 255, 0.12); }
  a:focus-visible { outline-color: ${({ theme }) => theme.color.accent}; }
`;

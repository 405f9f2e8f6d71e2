import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sanitizeRichText } from './sanitize.ts';

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.75;
  p { margin: 0 0 10px; }
  p:last-child, ul:last-child, ol:last-child { margin-bottom: 0; }
  ul, ol { margin: 0 0 10px; padding-left: 22px; }
  li + li { margin-top: 4px; }
  strong { color: ${({ theme }) => theme.color.ink}; }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    background: #eef2ff;
    color: #3730a3;
    border-radius: 4px;
    padding: 1px 5px;
  }
  a { text-decoration: underline; text-underline-offset: 2px; }
`;

/**
 * Rich text from the server, sanitized. Links to pages of this site stay in the app (no reload); a
 * modified click (new tab, new window) is left to the browser.
 */
export const RichText = ({ html, className }: { html: string; className?: string }) => {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || link!.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  // The click handler only routes clicks that reach links inside; the links themselves stay keyboard-operable.
  return <Body className={className} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: clean }} />;
};

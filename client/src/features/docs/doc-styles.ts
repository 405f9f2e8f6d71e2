import styled from 'styled-components';
import { deepLinkTarget } from '../../ui/deep-link.ts';

/**
 * The table of contents beside the text from 960 px, above it below. `$wide` undefined: a prerendered page while it
 * hydrates, laid out by the same width in CSS, so that the page does not move once the script knows the screen.
 */
export const Columns = styled.div<{ $withToc: boolean; $wide: boolean | undefined }>`
  display: grid;
  grid-template-columns: ${({ $withToc, $wide }) => ($withToc && $wide ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  @media (max-width: 959px) {
    padding-top: ${({ theme }) => theme.space(6)};
  }
  @media (min-width: 960px) {
    ${({ $withToc, $wide }) => ($withToc && $wide === undefined ? 'grid-template-columns: 260px minmax(0, 1fr);' : '')}
  }
`;

/** Either place of the table of contents while the width is known to CSS only (see Columns). */
export const WideOnly = styled.aside`
  @media (max-width: 959px) { display: none; }
`;
export const NarrowOnly = styled.div`
  @media (min-width: 960px) { display: none; }
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  color: ${({ theme }) => theme.color.ink};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
  @media (max-width: 600px) {
    font-size: 28px;
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  span {
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 999px;
    padding: 2px 12px;
  }
`;

export const Download = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid #c7d7fe;
  background: #f3f7ff;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  a {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: 600;
    color: ${({ theme }) => theme.color.primaryDark};
    overflow-wrap: anywhere;
  }
  span { flex: 1 1 280px; }
`;

export const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  padding: ${({ theme }) => theme.space(12)} 0;
`;

/** The rendered Markdown: readable measure, headings clear of the sticky header, code and tables scrolling inside. */
export const Article = styled.article`
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.text};
  line-height: 1.75;
  max-width: 900px;
  overflow-wrap: anywhere;

  h1, h2, h3, h4 {
    color: ${({ theme }) => theme.color.ink};
    line-height: 1.3;
  }
  h1 { font-size: 30px; margin: 48px 0 16px; }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: 48px 0 16px;
    padding-top: 24px;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  & > h2:first-child { margin-top: 0; border-top: 0; padding-top: 0; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; margin: 32px 0 12px; }
  h4 { font-size: ${({ theme }) => theme.font.size.md}; margin: 24px 0 8px; }
  h2:focus, h3:focus { outline: none; }
  h2:focus-visible, h3:focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 4px; }
  h1, h2, h3, h4 { ${deepLinkTarget()} }

  p, ul, ol, blockquote, pre, .table-scroll { margin: 0 0 16px; }
  ul, ol { padding-left: 24px; }
  li + li { margin-top: 4px; }
  a { color: ${({ theme }) => theme.color.primaryDark}; text-decoration: underline; text-underline-offset: 2px; }
  strong { color: ${({ theme }) => theme.color.ink}; }
  hr { border: 0; border-top: 1px solid ${({ theme }) => theme.color.line}; margin: 32px 0; }

  blockquote {
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    background: #f0fbf9;
    padding: 12px 16px;
    color: ${({ theme }) => theme.color.text};
    p:last-child { margin-bottom: 0; }
  }

  :not(pre) > code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    background: #eef2f7;
    color: #1e293b;
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: 1px 5px;
  }

  pre {
    overflow-x: auto;
    background: #2b2b2b;
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 16px 18px;
    font-size: 13.5px;
    line-height: 1.6;
    tab-size: 4;
    overflow-wrap: normal;
  }
  pre:focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  pre code, pre code.hljs {
    display: block;
    overflow: visible;
    padding: 0;
    background: none;
    color: #f8f8f2;
    font-family: ${({ theme }) => theme.font.mono};
    white-space: pre;
  }

  .table-scroll { overflow-x: auto; }
  .table-scroll:focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; }
  table { border-collapse: collapse; font-size: ${({ theme }) => theme.font.size.sm}; min-width: 100%; }
  th, td {
    border: 1px solid ${({ theme }) => theme.color.line};
    padding: 6px 10px;
    text-align: left;
    vertical-align: top;
    overflow-wrap: normal;
  }
  th { background: ${({ theme }) => theme.color.canvas}; color: ${({ theme }) => theme.color.ink}; }
`;

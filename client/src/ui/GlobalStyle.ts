import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.canvas};
    -webkit-font-smoothing: antialiased;
    line-height: 1.6;
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.color.ink}; line-height: 1.25; margin: 0; text-wrap: balance; }
  /* no last line of one lone character (a Chinese full stop alone) under a paragraph */
  p, li, dd { text-wrap: pretty; }
  a { color: ${({ theme }) => theme.color.primary}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  /* a plain link inside running text is underlined: colour alone would not tell it apart (WCAG 1.4.1) */
  :where(p, dd, figcaption, blockquote) a:not([class]) { text-decoration: underline; text-underline-offset: 2px; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  img { max-width: 100%; }
`;

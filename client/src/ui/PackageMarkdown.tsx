import styled from 'styled-components';

/**
 * A package's own markdown, sanitised (lib/package-markdown.ts), as the market shows it and a reviewer reads it:
 * long lines and code stay inside the card.
 */
export const PackageMarkdown = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.7;
  h3, h4, h5, h6 { margin: 20px 0 8px; font-size: 16px; }
  h3:first-child { margin-top: 0; }
  pre { overflow-x: auto; padding: 12px; border-radius: 8px; background: ${({ theme }) => theme.color.canvas}; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 13px; }
  img { max-width: 100%; height: auto; }
  table { display: block; overflow-x: auto; border-collapse: collapse; }
  td, th { border: 1px solid ${({ theme }) => theme.color.line}; padding: 4px 8px; }
`;

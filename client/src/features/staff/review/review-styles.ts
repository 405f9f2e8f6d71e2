import styled from 'styled-components';

/** A titled box of the upload page; its content never pushes the page sideways. */
export const Box = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin: 0 0 8px; }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; margin: 12px 0 4px; }
  ul { margin: 4px 0; padding-left: 18px; }
`;

/** The upload's name (publisher.name version) is one long word: it breaks anywhere rather than push a phone's page sideways. */
export const Title = styled.h1`
  overflow-wrap: anywhere;
`;

/** Code and JSON scroll inside their own box. */
export const Pre = styled.pre`
  overflow-x: auto;
  max-height: 420px;
  padding: 12px;
  margin: 0;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.canvas};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  white-space: pre;
`;

export const DiffLine = styled.span<{ $op: string }>`
  display: block;
  color: ${({ $op }) => ($op === '+' ? '#065f46' : $op === '-' ? '#b91c1c' : 'inherit')};
  background: ${({ $op }) => ($op === '+' ? '#ecfdf5' : $op === '-' ? '#fef2f2' : 'transparent')};
`;

import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';

/** Lines shown before "Show all release notes". */
const FIRST_LINES = 3;

const Notes = styled.div<{ $open: boolean }>`
  margin: 0;
  white-space: pre-line;
  font-size: 13px;
  color: ${({ theme }) => theme.color.text};
  ${({ $open }) => ($open ? '' : `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${FIRST_LINES}; overflow: hidden;`)}
`;

const Toggle = styled.button`
  margin-top: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:hover { text-decoration: underline; }
`;

/** A version's release notes (plain text), its first lines only until the reader asks for the rest. */
export const ReleaseNotes = ({ content, version }: { content: string; version: string }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = content.split('\n').length > FIRST_LINES;
  return (
    <>
      <Notes id={id} $open={open || !long} data-testid="release-notes">
        {content}
      </Notes>
      {long && (
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? <Trans>Show fewer release notes of {version}</Trans> : <Trans>Show all release notes of {version}</Trans>}
        </Toggle>
      )}
    </>
  );
};

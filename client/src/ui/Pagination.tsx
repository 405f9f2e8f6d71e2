import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { clampPage, pageCount, pagerItems } from './pager.ts';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: 14px;
`;

const PageButton = styled.button`
  min-width: 34px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; }
  &[aria-current='page'] { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; color: #fff; font-weight: 600; }
  &:disabled { opacity: 0.45; cursor: default; }
`;

const Gap = styled.span`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Jumper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-left: 10px;
  color: ${({ theme }) => theme.color.text};
  input {
    width: 56px;
    height: 34px;
    padding: 0 6px;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    text-align: center;
    &:focus { outline: none; border-color: ${({ theme }) => theme.color.primary}; }
  }
`;

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous, the pager, next and a "Go to" jumper (Enter or leaving the box jumps); hidden for a single page. */
export const Pagination = ({ page, size, total, onPageChange }: PaginationProps) => {
  const { t } = useLingui();
  const jumperId = useId();
  const count = pageCount(total, size);
  const [typed, setTyped] = useState(String(page));
  // the jumper shows the page the list is on, whichever way the user got there
  useEffect(() => setTyped(String(page)), [page]);
  if (count <= 1) return null;

  const jump = () => {
    const target = clampPage(Number.parseInt(typed, 10), count);
    if (target === null) setTyped(String(page));
    else if (target !== page) onPageChange(target);
    else setTyped(String(page));
  };

  return (
    <Bar aria-label={t`Pagination`}>
      <PageButton type="button" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        ‹
      </PageButton>
      {pagerItems(page, count).map((entry) => {
        if (typeof entry !== 'number') {
          return (
            <Gap key={entry} aria-hidden="true">
              …
            </Gap>
          );
        }
        const number = entry;
        return (
          <PageButton
            key={number}
            type="button"
            aria-label={t`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => number !== page && onPageChange(number)}
          >
            {number}
          </PageButton>
        );
      })}
      <PageButton type="button" aria-label={t`Next page`} disabled={page >= count} onClick={() => onPageChange(page + 1)}>
        ›
      </PageButton>
      <Jumper>
        <label htmlFor={jumperId}>
          <Trans>Go to</Trans>
        </label>
        <input
          id={jumperId}
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') jump();
          }}
          onBlur={jump}
        />
      </Jumper>
    </Bar>
  );
};

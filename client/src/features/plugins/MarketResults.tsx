import { Plural, Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { MarketPageQuery } from '../../gql/graphql.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { PluginCard } from './PluginCard.tsx';

const Summary = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 16px;
`;

const Empty = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  button {
    margin-top: 12px;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    padding: 8px 16px;
    font: inherit;
    cursor: pointer;
  }
`;

interface Props {
  /** the last answer, kept on screen while the next loads */
  answer: MarketPageQuery['plugins'] | undefined;
  loading: boolean;
  failed: boolean;
  /** a filter is on: no match offers to clear them */
  filtered: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
}

/** What the market's search found: how many, a card each, the pages; or that it is loading, failed or found nothing. */
export const MarketResults = ({ answer, loading, failed, filtered, page, pageSize, onPageChange, onClear }: Props) => (
  <>
    {loading && !answer && <p role="status"><Trans>Loading extensions…</Trans></p>}
    {failed && !answer && <Empty role="alert"><Trans>The extensions could not be loaded. Please try again later.</Trans></Empty>}
    {answer && (
      <>
        <Summary role="status" aria-busy={loading}>
          <Plural value={answer.total} one="# extension" other="# extensions" />
        </Summary>
        {answer.items.length > 0 ? (
          <Grid>
            {answer.items.map((plugin) => (
              <PluginCard key={plugin.id} plugin={plugin} />
            ))}
          </Grid>
        ) : (
          <Empty>
            <p><Trans>No extension matches your search.</Trans></p>
            {filtered && (
              <button type="button" onClick={onClear}>
                <Trans>Clear the filters</Trans>
              </button>
            )}
          </Empty>
        )}
        <Pagination page={page} size={pageSize} total={answer.total} onPageChange={onPageChange} />
      </>
    )}
  </>
);

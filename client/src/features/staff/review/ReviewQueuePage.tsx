import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ReviewQueueDocument } from './documents.ts';
import { queueAge } from './queue-age.ts';

/** The queue as cards: one column at 390 px, never a sideways scroll. */
const Queue = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    overflow-wrap: anywhere;
  }
  h2 { font-size: ${({ theme }) => theme.font.size.md}; margin: 0 0 4px; }
  p { margin: 2px 0; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/** Uploads waiting for review, oldest first, each with how long it has waited. */
export const ReviewQueuePage = () => {
  const { t, i18n } = useLingui();
  usePageMeta(t`Extension review`, t`Uploads waiting for review, oldest first.`);
  const { data, loading, error } = useQuery(ReviewQueueDocument, { variables: { state: 'PENDING' }, fetchPolicy: 'cache-and-network' });
  const queue = data?.reviewQueue ?? [];
  return (
    <>
      <h1>
        <Trans>Extension review</Trans>
      </h1>
      {error && <p role="alert">{error.message}</p>}
      {!loading && !error && queue.length === 0 && (
        <p>
          <Trans>No upload is waiting for review.</Trans>
        </p>
      )}
      <Queue aria-label={t`Review queue`}>
        {queue.map((upload) => {
          const age = queueAge(i18n, upload.queuedAt);
          const since = i18n.date(upload.queuedAt, { dateStyle: 'medium', timeStyle: 'short' });
          return (
            <li key={upload.id} data-testid="review-queue-item">
              <h2>
                <Link to={`/admin/review/${upload.id}`}>
                  {upload.publisher}.{upload.name} {upload.version}
                </Link>
              </h2>
              <p>
                <Trans>
                  Waiting {age} (since {since})
                </Trans>
              </p>
              <p>
                <Trans>Publisher account: {upload.owner ?? '—'}</Trans>
              </p>
              {upload.warnings.length > 0 && (
                <p>
                  <Trans>Warnings: {upload.warnings.length}</Trans>
                </p>
              )}
            </li>
          );
        })}
      </Queue>
    </>
  );
};

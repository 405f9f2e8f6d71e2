import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { Card } from '../../ui/Page.tsx';
import { formatReleaseDate } from '../../lib/format-date.ts';
import { OsLinks } from './OsLinks.tsx';
import { ReleaseNotes } from './ReleaseNotes.tsx';
import { Fragment } from 'react';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 14px 24px; border-bottom: 1px solid ${({ theme }) => theme.color.line}; }
  th { font-size: 13px; color: ${({ theme }) => theme.color.muted}; font-weight: 600; background: #f8fafc; }
  tr:last-child td { border-bottom: 0; }
  td:first-child { font-weight: 600; color: ${({ theme }) => theme.color.ink}; }
  /* a date is one word: it never breaks at its hyphens */
  time { white-space: nowrap; }
  /* a version's notes sit under its row, across the columns */
  tr.has-notes td { border-bottom: 0; padding-bottom: 4px; }
  td.notes { padding-top: 0; font-weight: 400; }
  @media (max-width: 640px) {
    th, td { padding: 12px 8px; }
  }
`;

export const VersionHistoryQuery = graphql(`
  query VersionHistory {
    downloads {
      id
      createdAt
      version
      content
      ...OsLinks_version
    }
  }
`);

/** Every release with its downloads and release notes (the updates page). A failed fetch shows nothing more than the heading. */
export const VersionHistory = () => {
  const { t } = useLingui();
  const { data, error } = useQuery(VersionHistoryQuery, { context: { silent: true } });
  if (error) console.warn('[updates] could not load the versions', error);
  const versions = data?.downloads;
  if (!versions) return null;
  return (
    <Card>
      <Table aria-label={t`Historical versions`}>
        <thead>
          <tr>
            <th scope="col"><Trans>Version</Trans></th>
            <th scope="col"><Trans>Release date</Trans></th>
            <th scope="col"><Trans>Downloads</Trans></th>
          </tr>
        </thead>
        <tbody>
          {versions.map((item) => (
            <Fragment key={item.id}>
              <tr className={item.content ? 'has-notes' : undefined}>
                <td>{item.version}</td>
                <td><time dateTime={item.createdAt}>{formatReleaseDate(item.createdAt)}</time></td>
                <td><OsLinks item={item} /></td>
              </tr>
              {item.content && (
                <tr>
                  <td className="notes" colSpan={3}>
                    <ReleaseNotes content={item.content} version={item.version} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </Table>
    </Card>
  );
};

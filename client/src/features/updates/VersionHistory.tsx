import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { UpdatesPageQuery } from '../../gql/graphql.ts';
import { Card } from '../../ui/Page.tsx';
import { formatReleaseDate } from '../downloads/format-date.ts';
import { OsLinks } from '../downloads/OsLinks.tsx';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 14px 24px; border-bottom: 1px solid ${({ theme }) => theme.color.line}; }
  th { font-size: 13px; color: ${({ theme }) => theme.color.muted}; font-weight: 600; background: #f8fafc; }
  tr:last-child td { border-bottom: 0; }
  td:first-child { font-weight: 600; color: ${({ theme }) => theme.color.ink}; }
`;

export const VersionHistory = ({ versions }: { versions: UpdatesPageQuery['downloads'] }) => {
  const { t } = useLingui();
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
            <tr key={item.id}>
              <td>{item.version}</td>
              <td><time dateTime={item.createdAt}>{formatReleaseDate(item.createdAt)}</time></td>
              <td><OsLinks item={item} /></td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
};

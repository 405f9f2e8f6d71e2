import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { Card, Lead, PageWidth, Section, SectionTitle } from '../../ui/Page.tsx';
import { formatReleaseDate } from '../../lib/format-date.ts';
import { OsLinks } from './OsLinks.tsx';

export const RecentVersionsQuery = graphql(`
  query RecentVersions {
    versions {
      id
      name
      createdAt
      version
      ...OsLinks_version
    }
  }
`);

/** How many versions the home page lists. */
export const RECENT_VERSIONS = 3;

// the shared Lead's grey falls short of 4.5:1 on the page's canvas
const Note = styled(Lead)`
  color: ${({ theme }) => theme.color.text};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: 24px;
  @media (max-width: 860px) { grid-template-columns: 1fr; }
`;

const Latest = styled(Card)`
  padding: 32px;
  background: linear-gradient(135deg, #0b1b34 0%, #13294d 60%, #1a3a6b 100%);
  color: #e2e8f0;
  border: 0;
  h3 { color: #fff; font-size: 28px; margin: 8px 0 4px; }
`;

const Badge = styled.span`
  display: inline-block;
  background: rgba(53, 208, 186, 0.16);
  color: #35d0ba;
  border-radius: 999px;
  padding: 2px 12px;
  font-size: 13px;
  font-weight: 600;
`;

const Meta = styled.p`
  color: #94a3b8;
  margin: 0 0 24px;
`;

const Recent = styled(Card)`
  padding: 8px 24px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  &:last-child { border-bottom: 0; }
  strong { color: ${({ theme }) => theme.color.ink}; }
  time { display: block; color: ${({ theme }) => theme.color.muted}; font-size: 13px; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  gap: 24px;
  margin-top: 20px;
  font-weight: 600;
`;

/** The home page's download block (#dl): the latest version, the 3 most recent, per-OS links. */
export const DownloadBlock = () => {
  const { t } = useLingui();
  const { data, loading, error } = useQuery(RecentVersionsQuery);
  const versions = data?.versions.slice(0, RECENT_VERSIONS) ?? [];
  const latest = versions[0];
  return (
    <Section id="dl" aria-labelledby="dl-title">
      <PageWidth>
        <SectionTitle id="dl-title"><Trans>Download</Trans></SectionTitle>
        <Note><Trans>Free for individuals, educators and students. Windows, macOS and Linux.</Trans></Note>
        {loading && <p role="status"><Trans>Loading versions…</Trans></p>}
        {error && !data && <p><Trans>The versions could not be loaded. Please try again later.</Trans></p>}
        {latest && (
          <Grid>
            <Latest as="article" aria-label={`${latest.name}`}>
              <Badge><Trans>Latest version</Trans></Badge>
              <h3>{latest.name}</h3>
              <Meta>
                <Trans>Released on <time dateTime={latest.createdAt}>{formatReleaseDate(latest.createdAt)}</time></Trans>
              </Meta>
              <OsLinks item={latest} large />
            </Latest>
            <Recent>
              <List aria-label={t`Versions`}>
                {versions.map((item) => (
                  <Row key={item.id} data-testid="recent-version">
                    <div>
                      <strong>{item.version}</strong>
                      <time dateTime={item.createdAt}>{formatReleaseDate(item.createdAt)}</time>
                    </div>
                    <OsLinks item={item} />
                  </Row>
                ))}
              </List>
            </Recent>
          </Grid>
        )}
        <More>
          <Link to={paths.sale.href()}><Trans>Paid editions and pricing →</Trans></Link>
          <Link to={paths.updates.href(15)}><Trans>Weekly updates and all versions →</Trans></Link>
        </More>
      </PageWidth>
    </Section>
  );
};

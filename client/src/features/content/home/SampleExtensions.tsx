import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths.ts';
import { graphql } from '../../../gql/index.ts';
import { categoryLabel } from '../../../lib/plugin-labels.ts';
import { PageWidth, Section, SectionTitle } from '../../../ui/Page.tsx';
import { Intro } from './Intro.ts';

/** How many extensions the home page shows. */
export const SAMPLE_EXTENSIONS = 9;

export const HomePluginsQuery = graphql(`
  query HomePlugins($size: Int!) {
    plugins(page: 1, size: $size) {
      items {
        id
        extensionId
        icon
        name
        displayName
        publisher
        category
      }
    }
  }
`);

const Band = styled(Section)`
  background: ${({ theme }) => theme.color.surface};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  @media (max-width: 1000px) { grid-template-columns: repeat(2, 1fr); }
  @media (max-width: 640px) { grid-template-columns: 1fr; }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr auto;
  gap: 14px;
  align-items: center;
  padding: 16px 18px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  min-width: 0;
  img, .initial { width: 32px; height: 32px; border-radius: 6px; }
  .initial { display: grid; place-items: center; background: ${({ theme }) => theme.color.navyLight}; color: #fff; font-weight: 700; }
  /* a name is the extension's identity: it wraps (at its hyphens) rather than being cut short */
  h3 { font-size: 15px; overflow-wrap: anywhere; }
  h3 a { color: ${({ theme }) => theme.color.ink}; text-decoration: none; }
  h3 a:hover { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; }
  /* the whole card answers a click on its name's link */
  position: relative;
  h3 a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  div { min-width: 0; }
  div > span { display: block; font-size: 13px; color: ${({ theme }) => theme.color.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .category { font-size: 12px; color: ${({ theme }) => theme.color.primaryDark}; background: rgba(22, 100, 255, 0.08); border-radius: 999px; padding: 2px 10px; white-space: nowrap; }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0;
`;

const More = styled.p`
  margin: 24px 0 0;
  font-weight: 600;
`;

/**
 * Nine extensions from the market. The section reads the market quietly: while the market is not served
 * (NOT_IMPLEMENTED) or answers nothing, it shows a line instead of cards and never an error toast.
 */
export const SampleExtensions = () => {
  const { i18n } = useLingui();
  const { data, loading } = useQuery(HomePluginsQuery, { variables: { size: SAMPLE_EXTENSIONS }, context: { silent: true } });
  const items = data?.plugins.items.slice(0, SAMPLE_EXTENSIONS) ?? [];
  return (
    <Band aria-labelledby="home-extensions">
      <PageWidth>
        <SectionTitle id="home-extensions"><Trans>Extensions</Trans></SectionTitle>
        <Intro><Trans>Tools and themes from the extension market add new checks, views and looks to the scanner.</Trans></Intro>
        {items.length > 0 ? (
          <Grid aria-labelledby="home-extensions" data-testid="sample-extensions">
            {items.map((plugin) => {
              const name = plugin.displayName ?? plugin.name;
              return (
                <Card key={plugin.id}>
                  {plugin.icon ? (
                    <img src={plugin.icon} alt="" width={32} height={32} loading="lazy" />
                  ) : (
                    <span className="initial" aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
                  )}
                  <div>
                    <h3><Link to={paths.extension.href(plugin.extensionId)}>{name}</Link></h3>
                    <span>{plugin.publisher}</span>
                  </div>
                  <span className="category">{i18n._(categoryLabel(plugin.category))}</span>
                </Card>
              );
            })}
          </Grid>
        ) : (
          !loading && <Empty><Trans>No extensions to show yet.</Trans></Empty>
        )}
        <More><Link to={paths.doc.href()}><Trans>Write your own extension: the developer documentation →</Trans></Link></More>
      </PageWidth>
    </Band>
  );
};

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Card, PageWidth, Section } from '../../ui/Page.tsx';
import { categoryLabel, entryPointLabel } from '../../lib/plugin-labels.ts';
import { renderMarkdown } from './markdown.ts';
import { DownloadLink } from './PluginCard.tsx';
import { PluginIcon } from './PluginIcon.tsx';
import { PluginVersions } from './PluginVersions.tsx';

export const PluginDetailDocument = graphql(`
  query PluginDetail($extensionId: ID!) {
    plugin(extensionId: $extensionId) {
      id
      extensionId
      icon
      name
      displayName
      publisher
      category
      downloadCount
      version
      engines
      enginesMin
      views
      description
      readme
      changelog
      downloadUrl
      versions {
        ...PluginVersions_version
      }
    }
  }
`);

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 16px;
  font-size: 14px;
`;

const Header = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: center;
  padding: 24px;
  margin-bottom: 24px;
  > div:first-of-type { flex: 1 1 280px; min-width: 0; }
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; overflow-wrap: anywhere; }
  p { margin: 6px 0 0; color: ${({ theme }) => theme.color.text}; overflow-wrap: anywhere; }
`;

const Title = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin: 10px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.color.muted};
  div { display: flex; gap: 4px; }
  dd { margin: 0; color: ${({ theme }) => theme.color.ink}; }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 24px;
  align-items: start;
  @media (max-width: 960px) { grid-template-columns: minmax(0, 1fr); }
`;

const Panel = styled(Card).attrs({ as: 'section' })`
  padding: 24px;
  min-width: 0;
  & + & { margin-top: 24px; }
  > h2 { margin: 0 0 12px; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** The package's own markdown, sanitised: keep long lines and code inside the card. */
const Markdown = styled.div`
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

const Points = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  code { margin-left: 6px; font-family: ${({ theme }) => theme.font.mono}; font-size: 12px; color: ${({ theme }) => theme.color.muted}; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Missing = styled.div`
  padding: 64px 16px;
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

/** /extensions/:extensionId: one extension with its README, changelog, versions and where it shows in the product. */
export const PluginDetailPage = () => {
  const { i18n, t } = useLingui();
  const { extensionId = '' } = useParams();
  const { data, loading, error } = useQuery(PluginDetailDocument, { variables: { extensionId }, context: { silent: true } });
  const plugin = data?.plugin;
  const readme = useMemo(() => (plugin?.readme ? renderMarkdown(plugin.readme) : ''), [plugin?.readme]);
  const changelog = useMemo(() => (plugin?.changelog ? renderMarkdown(plugin.changelog) : ''), [plugin?.changelog]);
  const shown = plugin ? (plugin.displayName ?? plugin.name) : '';
  usePageMeta(plugin ? t`${shown} · Extension market` : t`Extension market`, plugin?.description ?? t`An extension for the Tidewatch scanner.`);

  const back = (
    <Back to={paths.extensions.href()}>
      ← <Trans>All extensions</Trans>
    </Back>
  );
  if (loading) {
    return (
      <PageWidth>
        <Section>
          {back}
          <p role="status"><Trans>Loading the extension…</Trans></p>
        </Section>
      </PageWidth>
    );
  }
  if (!plugin) {
    return (
      <PageWidth>
        <Section>
          {back}
          <Missing>
            <h1>{error ? <Trans>The extension could not be loaded</Trans> : <Trans>This extension is not in the market</Trans>}</h1>
            <Muted>{error ? <Trans>Please try again later.</Trans> : <Trans>It may have been removed by its publisher, or the link is mistyped.</Trans>}</Muted>
          </Missing>
        </Section>
      </PageWidth>
    );
  }
  const { version } = plugin;
  const name = shown;
  return (
    <PageWidth>
      <Section>
        {back}
        <Header as="header">
          <div>
            <Title>
              <PluginIcon icon={plugin.icon} name={name} size={48} />
              <div>
                <h1>{name}</h1>
                <p>{plugin.description}</p>
              </div>
            </Title>
            <Facts>
              <div><dt><Trans>Publisher</Trans></dt><dd>{plugin.publisher}</dd></div>
              <div><dt><Trans>Extension id</Trans></dt><dd>{plugin.extensionId}</dd></div>
              {plugin.displayName && <div><dt><Trans>Name</Trans></dt><dd>{plugin.name}</dd></div>}
              <div><dt><Trans>Category</Trans></dt><dd>{i18n._(categoryLabel(plugin.category))}</dd></div>
              <div><dt><Trans>Download count</Trans></dt><dd data-testid="download-count">{i18n.number(plugin.downloadCount)}</dd></div>
              <div><dt><Trans>Version</Trans></dt><dd>{version}</dd></div>
            </Facts>
          </div>
          <DownloadLink href={plugin.downloadUrl} download>
            <Trans>Download {version}</Trans>
          </DownloadLink>
        </Header>
        <Layout>
          <div>
            <Panel aria-labelledby="readme-title">
              <h2 id="readme-title">README</h2>
              {readme ? <Markdown dangerouslySetInnerHTML={{ __html: readme }} /> : <Muted><Trans>The package has no README.</Trans></Muted>}
            </Panel>
            <Panel aria-labelledby="changelog-title">
              <h2 id="changelog-title"><Trans>Changelog</Trans></h2>
              {changelog ? <Markdown dangerouslySetInnerHTML={{ __html: changelog }} /> : <Muted><Trans>The package has no changelog.</Trans></Muted>}
            </Panel>
          </div>
          <div>
            <Panel aria-labelledby="engines-title">
              <h2 id="engines-title"><Trans>Compatibility</Trans></h2>
              <Muted>
                {plugin.enginesMin === plugin.engines ? (
                  <Trans>Runs on Tidewatch {plugin.engines} and later.</Trans>
                ) : (
                  <Trans>Runs on Tidewatch {plugin.enginesMin} and later; version {version} needs {plugin.engines} or later.</Trans>
                )}
              </Muted>
            </Panel>
            <Panel aria-labelledby="points-title">
              <h2 id="points-title"><Trans>Where it appears</Trans></h2>
              {plugin.views.length ? (
                <Points>
                  {plugin.views.map((point) => (
                    <li key={point}>
                      {i18n._(entryPointLabel(point))}
                      <code>{point}</code>
                    </li>
                  ))}
                </Points>
              ) : (
                <Muted><Trans>It adds no view entry point: it works in the background or as a theme.</Trans></Muted>
              )}
            </Panel>
            <Panel aria-labelledby="versions-title">
              <h2 id="versions-title"><Trans>Versions</Trans></h2>
              <PluginVersions name={name} versions={plugin.versions} />
            </Panel>
          </div>
        </Layout>
      </Section>
    </PageWidth>
  );
};

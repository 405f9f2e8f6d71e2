import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { PageWidth, Section } from '../../ui/Page.tsx';
import { Muted } from './plugin-detail-styles.ts';
import { PluginHeader } from './PluginHeader.tsx';
import { PluginReadme } from './PluginReadme.tsx';
import { PluginSidebar } from './PluginSidebar.tsx';

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

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 24px;
  align-items: start;
  @media (max-width: 960px) { grid-template-columns: minmax(0, 1fr); }
`;

const Missing = styled.div`
  padding: 64px 16px;
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

/** /extensions/:extensionId: one extension with its README, changelog, versions and where it shows in the product. */
export const PluginDetailPage = () => {
  const { t } = useLingui();
  const { extensionId = '' } = useParams();
  const { data, loading, error } = useQuery(PluginDetailDocument, { variables: { extensionId }, context: { silent: true } });
  const plugin = data?.plugin;
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
  return (
    <PageWidth>
      <Section>
        {back}
        <PluginHeader plugin={plugin} name={shown} />
        <Layout>
          <PluginReadme readme={plugin.readme} changelog={plugin.changelog} />
          <PluginSidebar plugin={plugin} name={shown} />
        </Layout>
      </Section>
    </PageWidth>
  );
};

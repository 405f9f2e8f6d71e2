import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { Card } from '../../ui/Page.tsx';
import { categoryLabel } from '../../lib/plugin-labels.ts';
import { PluginIcon } from './PluginIcon.tsx';

/** What a market card shows of an extension. */
export const PluginCardFragment = graphql(`
  fragment PluginCard_plugin on Plugin {
    extensionId
    icon
    name
    displayName
    publisher
    category
    downloadCount
    version
    description
    downloadUrl
  }
`);

const Box = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  padding: 18px;
`;

const Head = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-width: 0;
  h2 { margin: 0; font-size: 16px; line-height: 1.3; overflow-wrap: anywhere; }
  h2 a { color: ${({ theme }) => theme.color.ink}; text-decoration: none; }
  h2 a:hover { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; }
  p { margin: 2px 0 0; font-size: 13px; color: ${({ theme }) => theme.color.muted}; overflow-wrap: anywhere; }
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
  font-size: 14px;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
  div { display: flex; gap: 4px; }
  dd { margin: 0; color: ${({ theme }) => theme.color.ink}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  font-size: 14px;
`;

/** A plain link with the download attribute: the browser saves the zip the gateway streams. */
export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.primaryDark}; }
`;

/** One extension of the market: icon, (display) name, publisher, category, downloads, version; download and details. */
export const PluginCard = (props: { plugin: FragmentType<typeof PluginCardFragment> }) => {
  const plugin = getFragmentData(PluginCardFragment, props.plugin);
  const { i18n } = useLingui();
  const titleId = useId();
  const { publisher, version } = plugin;
  // the manifest's display name when it has one ("Whois Lens"), else its name ("whois-lens")
  const name = plugin.displayName ?? plugin.name;
  const downloads = i18n.number(plugin.downloadCount);
  return (
    <Box aria-labelledby={titleId}>
      <Head>
        <PluginIcon icon={plugin.icon} name={name} />
        <div>
          <h2 id={titleId}>
            <Link to={paths.extension.href(plugin.extensionId)}>{name}</Link>
          </h2>
          <p>{publisher}</p>
        </div>
      </Head>
      <Description>{plugin.description}</Description>
      <Facts>
        <div>
          <dt><Trans>Category</Trans></dt>
          <dd>{i18n._(categoryLabel(plugin.category))}</dd>
        </div>
        <div>
          <dt><Trans>Download count</Trans></dt>
          <dd data-testid="download-count">{downloads}</dd>
        </div>
        <div>
          <dt><Trans>Version</Trans></dt>
          <dd>{version}</dd>
        </div>
      </Facts>
      <Actions>
        {/* the visible word starts the accessible name; the rest tells the links of the cards apart */}
        <DownloadLink href={plugin.downloadUrl} download>
          <Trans>Download</Trans>
          <VisuallyHidden.Root> {name} {version}</VisuallyHidden.Root>
        </DownloadLink>
        <Link to={paths.extension.href(plugin.extensionId)}>
          <Trans>Details</Trans>
          <VisuallyHidden.Root> {name}</VisuallyHidden.Root>
        </Link>
      </Actions>
    </Box>
  );
};

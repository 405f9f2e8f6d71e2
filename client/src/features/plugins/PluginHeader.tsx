import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PluginDetailQuery } from '../../gql/graphql.ts';
import { categoryLabel } from '../../lib/plugin-labels.ts';
import { Card } from '../../ui/Page.tsx';
import { DownloadLink } from './PluginCard.tsx';
import { PluginIcon } from './PluginIcon.tsx';

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

interface Props {
  plugin: NonNullable<PluginDetailQuery['plugin']>;
  /** the name it is shown by: its display name, else its package name */
  name: string;
}

/** The extension's page header: its icon, name and description, its facts, and Download. */
export const PluginHeader = ({ plugin, name }: Props) => {
  const { i18n } = useLingui();
  const { version } = plugin;
  return (
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
  );
};

import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PluginDetailQuery } from '../../gql/graphql.ts';
import { entryPointLabel } from '../../lib/plugin-labels.ts';
import { Muted, Panel } from './plugin-detail-styles.ts';
import { PluginVersions } from './PluginVersions.tsx';

const Points = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  code { margin-left: 6px; font-family: ${({ theme }) => theme.font.mono}; font-size: 12px; color: ${({ theme }) => theme.color.muted}; }
`;

interface Props {
  plugin: NonNullable<PluginDetailQuery['plugin']>;
  /** the name it is shown by */
  name: string;
}

/** The extension's side column: the product versions it runs on, where it shows in the product, its versions. */
export const PluginSidebar = ({ plugin, name }: Props) => {
  const { i18n } = useLingui();
  const { version } = plugin;
  return (
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
  );
};

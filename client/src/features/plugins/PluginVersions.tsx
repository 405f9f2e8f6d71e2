import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';

/** What the list shows of each approved version. */
export const PluginVersionsFragment = graphql(`
  fragment PluginVersions_version on PluginVersion {
    version
    engines
    date
    downloadUrl
  }
`);

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'version download' 'facts facts';
    gap: 2px 12px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    font-size: 14px;
  }
  li:first-child { border-top: 0; padding-top: 0; }
  strong { grid-area: version; color: ${({ theme }) => theme.color.ink}; }
  > li > span { grid-area: facts; color: ${({ theme }) => theme.color.muted}; }
  a { grid-area: download; }
`;

interface Props {
  name: string;
  versions: ReadonlyArray<FragmentType<typeof PluginVersionsFragment>>;
}

/** The approved versions, newest first: each with the product version it needs, its date and its own package. */
export const PluginVersions = ({ name, ...props }: Props) => {
  const versions = getFragmentData(PluginVersionsFragment, props.versions);
  const { i18n, t } = useLingui();
  return (
    <List aria-label={t`Versions of ${name}`}>
      {versions.map(({ version, engines, date, downloadUrl }) => (
        <li key={version}>
          <strong>{version}</strong>
          <span><Trans>needs {engines}</Trans> · {i18n.date(date, { dateStyle: 'medium' })}</span>
          <a href={downloadUrl} download>
            <Trans>Download</Trans>
            <VisuallyHidden.Root> {name} {version}</VisuallyHidden.Root>
          </a>
        </li>
      ))}
    </List>
  );
};

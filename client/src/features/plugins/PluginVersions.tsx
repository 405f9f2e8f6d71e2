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
    sha256
    signature
    downloadUrl
    signatureUrl
  }
`);

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'version download' 'facts facts' 'hash hash';
    gap: 2px 12px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    font-size: 14px;
  }
  li:first-child { border-top: 0; padding-top: 0; }
  strong { grid-area: version; color: ${({ theme }) => theme.color.ink}; }
  > li > span { grid-area: facts; color: ${({ theme }) => theme.color.muted}; }
  > li > a { grid-area: download; }
`;

/** The package's SHA-256 (what a downloaded file is compared with) and its signature beside the download. */
const Integrity = styled.dl`
  grid-area: hash;
  margin: 4px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.color.muted};
  div { display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: baseline; }
  dd { margin: 0; min-width: 0; }
  code { font-family: ${({ theme }) => theme.font.mono}; color: ${({ theme }) => theme.color.ink}; overflow-wrap: anywhere; word-break: break-all; }
`;

interface Props {
  name: string;
  versions: ReadonlyArray<FragmentType<typeof PluginVersionsFragment>>;
}

/** The approved versions, newest first: each with the product version it needs, its date, its own package, its SHA-256 and signature. */
export const PluginVersions = ({ name, ...props }: Props) => {
  const versions = getFragmentData(PluginVersionsFragment, props.versions);
  const { i18n, t } = useLingui();
  return (
    <List aria-label={t`Versions of ${name}`}>
      {versions.map(({ version, engines, date, sha256, signature, downloadUrl, signatureUrl }) => (
        <li key={version}>
          <strong>{version}</strong>
          <span><Trans>needs {engines}</Trans> · {i18n.date(date, { dateStyle: 'medium' })}</span>
          <a href={downloadUrl} download>
            <Trans>Download</Trans>
            <VisuallyHidden.Root> {name} {version}</VisuallyHidden.Root>
          </a>
          <Integrity>
            <div>
              <dt><Trans>SHA-256</Trans></dt>
              <dd><code data-testid="version-sha256">{sha256}</code></dd>
            </div>
            {signature && (
              <div>
                <dt><Trans>Signature</Trans></dt>
                <dd>
                  <a href={signatureUrl} download>
                    <Trans>Ed25519 signature (.sig)</Trans>
                    <VisuallyHidden.Root> {name} {version}</VisuallyHidden.Root>
                  </a>
                </dd>
              </div>
            )}
          </Integrity>
        </li>
      ))}
    </List>
  );
};

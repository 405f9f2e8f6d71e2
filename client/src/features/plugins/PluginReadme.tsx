import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import styled from 'styled-components';
import { renderMarkdown } from './markdown.ts';
import { Muted, Panel } from './plugin-detail-styles.ts';

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

/** The package's README and changelog, rendered from its Markdown and sanitised; said so when it has none. */
export const PluginReadme = ({ readme, changelog }: { readme: string | null; changelog: string | null }) => {
  const readmeHtml = useMemo(() => (readme ? renderMarkdown(readme) : ''), [readme]);
  const changelogHtml = useMemo(() => (changelog ? renderMarkdown(changelog) : ''), [changelog]);
  return (
    <div>
      <Panel aria-labelledby="readme-title">
        <h2 id="readme-title">README</h2>
        {readmeHtml ? <Markdown dangerouslySetInnerHTML={{ __html: readmeHtml }} /> : <Muted><Trans>The package has no README.</Trans></Muted>}
      </Panel>
      <Panel aria-labelledby="changelog-title">
        <h2 id="changelog-title"><Trans>Changelog</Trans></h2>
        {changelogHtml ? <Markdown dangerouslySetInnerHTML={{ __html: changelogHtml }} /> : <Muted><Trans>The package has no changelog.</Trans></Muted>}
      </Panel>
    </div>
  );
};

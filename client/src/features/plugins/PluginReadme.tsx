import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/package-markdown.ts';
import { PackageMarkdown as Markdown } from '../../ui/PackageMarkdown.tsx';
import { Muted, Panel } from './plugin-detail-styles.ts';

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

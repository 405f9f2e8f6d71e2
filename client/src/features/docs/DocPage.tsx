import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import 'highlight.js/styles/a11y-dark.css';
import { useEffect, useMemo, useState } from 'react';
import type { DocKind } from '../../gql/graphql.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { showToast } from '../../lib/toasts.ts';
import { PageWidth } from '../../ui/Page.tsx';
import { docFailureMessage } from './doc-errors.ts';
import { DocPageQueryDocument } from './doc-query.ts';
import { Article, Columns, Download, Empty, Meta, NarrowOnly, Title, WideOnly } from './doc-styles.ts';
import { DocToc } from './DocToc.tsx';
import { prerenderedDoc, renderDoc } from './markdown.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useDocSections } from './useDocSections.ts';

const WIDE = '(min-width: 960px)';

const pageText: Record<DocKind, { title: MessageDescriptor; description: MessageDescriptor }> = {
  EXTENSION: {
    title: msg`Extension developer documentation`,
    description: msg`Write extensions for the Tidewatch desktop client: the manifest, views, the scripting API, events, themes, translation, packaging and publishing.`,
  },
  EXP: {
    title: msg`EXP documentation`,
    description: msg`How to write PoCs and exploits for the Tidewatch scanner, step by step, with complete examples.`,
  },
  GO_EXP: {
    title: msg`Go EXP documentation`,
    description: msg`How to write exploits for the Tidewatch scanner in Go, step by step, with complete examples.`,
  },
};

const isoDate = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : '');

/**
 * /doc, /exp and /goexp: one documentation page from the server's Markdown, in the request's language,
 * sanitized, with a table of contents that follows the reader and deep links (#id) that work on load.
 * Failures follow the doc client's own catalogue (doc-errors.ts), so the global error link stays out of it.
 */
export const DocPage = ({ kind }: { kind: DocKind }) => {
  const { i18n } = useLingui();
  const { data, loading, error } = useQuery(DocPageQueryDocument, { variables: { kind }, context: { raw: true } });
  const doc = data?.doc;
  // hydrating the prerendered page of this doc: what it shows is read from its markup, not rendered again
  const [fromMarkup] = useState(() => (doc ? { doc, rendered: prerenderedDoc(kind) } : undefined));
  const rendered = useMemo(() => {
    if (!doc) return undefined;
    return fromMarkup?.doc === doc && fromMarkup.rendered ? fromMarkup.rendered : renderDoc(doc.content);
  }, [doc, fromMarkup]);
  const { activeId, select, followLink } = useDocSections(rendered);
  const wide = useMediaQuery(WIDE);
  const text = pageText[kind];
  usePageMeta(i18n._(text.title), i18n._(text.description));

  useEffect(() => {
    if (!error) return;
    console.warn(`[doc] ${kind} could not be loaded`, error);
    const message = docFailureMessage(error);
    if (message) showToast('warning', i18n._(message));
  }, [error, kind, i18n]);

  const title = rendered?.title || i18n._(text.title);
  const date = isoDate(doc?.updateDate);
  const version = doc?.version;
  const hasToc = Boolean(rendered && rendered.headings.length > 0);
  const toc = (collapsed: boolean) => rendered && <DocToc headings={rendered.headings} activeId={activeId} collapsed={collapsed} onSelect={select} />;
  // while a prerendered page hydrates the width is unknown (wide undefined): both places, CSS shows the one that fits

  return (
    <PageWidth>
      <Columns $withToc={hasToc} $wide={wide}>
        {hasToc && wide === true && <aside>{toc(false)}</aside>}
        {hasToc && wide === undefined && <WideOnly>{toc(false)}</WideOnly>}
        <div>
          <Title>{title}</Title>
          {doc && (
            <Meta>
              <span><Trans>Version {version}</Trans></span>
              {date && <span><Trans>Updated <time dateTime={date}>{date}</time></Trans></span>}
            </Meta>
          )}
          {kind === 'EXTENSION' && (
            <Download>
              <a href="/sdk/tidewatch-extension.d.ts" download>tidewatch-extension.d.ts</a>
              <span><Trans>TypeScript declarations of the whole scripting API: add the file to your extension project for completion and type checks in your editor.</Trans></span>
            </Download>
          )}
          {hasToc && wide === false && toc(true)}
          {hasToc && wide === undefined && <NarrowOnly>{toc(true)}</NarrowOnly>}
          {loading && <p role="status"><Trans>Loading…</Trans></p>}
          {!loading && !rendered && (
            <Empty><Trans>The documentation could not be loaded. Please try again later.</Trans></Empty>
          )}
          {rendered && <Article data-doc-kind={kind} onClick={followLink} dangerouslySetInnerHTML={{ __html: rendered.html }} />}
        </div>
      </Columns>
    </PageWidth>
  );
};

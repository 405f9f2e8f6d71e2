import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import 'highlight.js/styles/a11y-dark.css';
import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
import { useScrollSpy } from './useScrollSpy.ts';
import { DEEP_LINK_OFFSET } from '../../ui/deep-link.ts';

/** Where a heading lands below the sticky header (its scroll-margin-top is the same). */
const HEADING_OFFSET = DEEP_LINK_OFFSET;
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

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A heading into view below the sticky header (its scroll-margin-top), focused for keyboard and screen-reader users
 * and marked as the link's target (ui/deep-link.ts: a light tint, not a focus ring round a heading nobody tabbed to).
 */
const bringIntoView = (id: string, smooth: boolean) => {
  const heading = document.getElementById(id);
  if (!heading) return false;
  heading.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant', block: 'start' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  for (const marked of document.querySelectorAll('[data-deep-link-target]')) marked.removeAttribute('data-deep-link-target');
  heading.setAttribute('data-deep-link-target', '');
  heading.focus({ preventScroll: true });
  return true;
};

/**
 * /doc, /exp and /goexp: one documentation page from the server's Markdown, in the request's language,
 * sanitized, with a table of contents that follows the reader and deep links (#id) that work on load.
 * Failures follow the doc client's own catalogue (doc-errors.ts), so the global error link stays out of it.
 */
export const DocPage = ({ kind }: { kind: DocKind }) => {
  const { i18n } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(DocPageQueryDocument, { variables: { kind }, context: { raw: true } });
  const doc = data?.doc;
  // hydrating the prerendered page of this doc: what it shows is read from its markup, not rendered again
  const [fromMarkup] = useState(() => (doc ? { doc, rendered: prerenderedDoc(kind) } : undefined));
  const rendered = useMemo(() => {
    if (!doc) return undefined;
    return fromMarkup?.doc === doc && fromMarkup.rendered ? fromMarkup.rendered : renderDoc(doc.content);
  }, [doc, fromMarkup]);
  const ids = useMemo(() => rendered?.headings.map((heading) => heading.id) ?? [], [rendered]);
  const [activeId, setActiveId] = useScrollSpy(ids, HEADING_OFFSET + 8);
  const wide = useMediaQuery(WIDE);
  const text = pageText[kind];
  usePageMeta(i18n._(text.title), i18n._(text.description));

  useEffect(() => {
    if (!error) return;
    console.warn(`[doc] ${kind} could not be loaded`, error);
    const message = docFailureMessage(error);
    if (message) showToast('warning', i18n._(message));
  }, [error, kind, i18n]);

  // A deep link (/doc#api-reference) scrolls to its heading once the content is there.
  useEffect(() => {
    if (!rendered || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    if (bringIntoView(id, false)) setActiveId(id);
  }, [rendered, hash, setActiveId]);

  const select = useCallback(
    (id: string) => {
      if (!bringIntoView(id, true)) return;
      // The router needs no new location for this: only the address bar shows the section.
      window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
      setActiveId(id);
    },
    [setActiveId],
  );

  // Links inside the content: #section ones scroll like the table of contents, other site links stay in the app.
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = link.getAttribute('href') ?? '';
    if (link.hasAttribute('download') || link.target === '_blank') return;
    if (href.startsWith('#')) {
      event.preventDefault();
      select(decodeURIComponent(href.slice(1)));
    } else if (href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])) {
      event.preventDefault();
      void navigate(href);
    }
  };

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

import { useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEEP_LINK_OFFSET } from '../../ui/deep-link.ts';
import type { RenderedDoc } from './markdown.ts';
import { useScrollSpy } from './useScrollSpy.ts';

/** Where a heading lands below the sticky header (its scroll-margin-top is the same). */
const HEADING_OFFSET = DEEP_LINK_OFFSET;

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
 * The sections of a rendered doc: the one being read (`activeId`, which the table of contents follows), `select`,
 * which brings one into view and puts it in the address bar, deep links (#id) that work on load, and `followLink`
 * for clicks inside the content.
 */
export const useDocSections = (rendered: RenderedDoc | undefined) => {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const ids = useMemo(() => rendered?.headings.map((heading) => heading.id) ?? [], [rendered]);
  const [activeId, setActiveId] = useScrollSpy(ids, HEADING_OFFSET + 8);

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
  return { activeId, select, followLink };
};

import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { Marked, type Tokens } from 'marked';
import { markedHighlight } from 'marked-highlight';

// Only the languages the docs use, so the page does not carry all of highlight.js.
for (const [name, language] of Object.entries({ typescript, javascript, json, go, bash, yaml, python, http, xml })) {
  hljs.registerLanguage(name, language);
}

export interface DocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedDoc {
  /** the text of the page's leading `#` heading, taken out of `html` (the page shows it with the doc's version) */
  title: string | undefined;
  /** sanitized HTML, headings carrying their ids */
  html: string;
  /** the `##` and `###` headings in order: the table of contents */
  headings: DocHeading[];
}

/** `## Title {#some-id}`: the explicit id a heading may end with. */
const explicitId = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Lowercase; spaces and punctuation become '-'; letters of every script (Chinese included) and digits stay. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/**
 * DOMPurify drops an id that is also a property of `document` or of a form (DOM clobbering: "links",
 * "title", "forms"…); an automatic slug that would be dropped takes a suffix instead.
 */
const clobbers = (id: string) => typeof document !== 'undefined' && (id in document || id in document.createElement('form'));

/** Automatic ids never take one a heading claims explicitly, nor one already given: -2, -3… */
const idMaker = (markdown: string) => {
  const taken = new Set<string>();
  const claimed = new Set([...markdown.matchAll(/^#{1,6} .*?\{#([A-Za-z][\w-]*)\}\s*$/gm)].map((match) => match[1]));
  return (heading: string, explicit: string | undefined) => {
    if (explicit && !taken.has(explicit)) {
      taken.add(explicit);
      return explicit;
    }
    const base = slugify(heading);
    let id = base;
    for (let n = 2; taken.has(id) || claimed.has(id) || clobbers(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
};

const parser = (markdown: string) => {
  const nextId = idMaker(markdown);
  const marked = new Marked(
    markedHighlight({
      emptyLangClass: 'hljs',
      langPrefix: 'hljs language-',
      highlight: (code, lang) => (lang && hljs.getLanguage(lang) ? hljs.highlight(code, { language: lang }).value : code),
    }),
  );
  marked.use({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const match = explicitId.exec(inner);
        const shown = match ? inner.slice(0, match.index) : inner;
        return `<h${depth} id="${nextId(decode(shown), match?.[1])}">${shown}</h${depth}>\n`;
      },
    },
  });
  return marked;
};

/**
 * Markdown → sanitized HTML and its table of contents. The table is read back from the sanitized DOM, so
 * every entry points at a heading that is really there. Code blocks and tables scroll inside themselves
 * (focusable, so keyboard users can scroll them too), never the page.
 */
/** The `##` and `###` headings that carry ids, in order: the table of contents (of a rendered doc or its markup). */
const headingsOf = (root: ParentNode): DocHeading[] =>
  [...root.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')].map((heading) => ({
    id: heading.id,
    text: heading.textContent?.trim() ?? '',
    level: heading.tagName === 'H2' ? 2 : 3,
  }));

export const renderDoc = (markdown: string): RenderedDoc => {
  const raw = parser(markdown).parse(markdown, { async: false });
  const fragment = DOMPurify.sanitize(raw, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  const lead = fragment.firstElementChild;
  const title = lead?.tagName === 'H1' ? lead.textContent?.trim() : undefined;
  if (title !== undefined) lead!.remove();
  for (const pre of fragment.querySelectorAll('pre')) pre.tabIndex = 0;
  for (const table of fragment.querySelectorAll('table')) {
    const scroller = document.createElement('div');
    scroller.className = 'table-scroll';
    scroller.tabIndex = 0;
    table.replaceWith(scroller);
    scroller.append(table);
  }
  for (const link of fragment.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  const headings = headingsOf(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return { title, html: holder.innerHTML, headings };
};

/**
 * The doc as the prerendered page already shows it, read from that markup instead of rendering the Markdown again
 * (the heaviest work of hydrating /doc on a phone: parsing, highlighting and sanitizing). Called once, as the doc page
 * mounts: while a prerendered page is hydrated, an article of this kind is its own markup (after a navigation in the
 * app the page mounting over is another one, with no article of this kind); otherwise undefined, and the caller
 * renders.
 */
export const prerenderedDoc = (kind: string): RenderedDoc | undefined => {
  if (typeof window === 'undefined' || !window.document.getElementById('prerendered')) return undefined;
  const article = window.document.querySelector<HTMLElement>(`#root article[data-doc-kind="${kind}"]`);
  if (!article) return undefined;
  return { title: window.document.querySelector('#root h1')?.textContent?.trim() || undefined, html: article.innerHTML, headings: headingsOf(article) };
};

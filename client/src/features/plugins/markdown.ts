import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * A package's README or changelog is written by its publisher: rendered with marked, then sanitised. Its
 * headings move two levels down, so they sit under the page's own h1 and section h2.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 2);
  },
});

export const renderMarkdown = (text: string) =>
  DOMPurify.sanitize(marked.parse(text, { async: false }), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });

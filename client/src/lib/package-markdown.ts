import DOMPurify from 'dompurify';
import { Marked, type Token } from 'marked';

const marked = new Marked({ gfm: true });

/** A document's own title (a leading `# …`): the page already names the extension and titles the section. */
const dropTitle = (tokens: Token[]) => {
  const first = tokens.find((token) => token.type !== 'space');
  if (first?.type === 'heading' && first.depth === 1) tokens.splice(tokens.indexOf(first), 1);
};

/**
 * A package's README or changelog is written by its publisher: rendered with marked, then sanitised. Its
 * leading title goes and its headings move two levels down, under the page's h1 and the section's h2.
 */
export const renderMarkdown = (text: string) => {
  const tokens = marked.lexer(text);
  dropTitle(tokens);
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 2);
  });
  // code blocks and tables scroll inside their own box on a phone: a keyboard must reach them to scroll them (axe's
  // scrollable-region-focusable), so each takes the focus
  const html = marked.parser(tokens).replace(/<(pre|table)>/g, '<$1 tabindex="0">');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
};

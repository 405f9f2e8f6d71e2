// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './package-markdown.ts';

describe('renderMarkdown', () => {
  it('drops the leading title, renders headings two levels down, lists and emphasis', () => {
    const html = renderMarkdown('# Title\n\nAdds **Port presets**.\n\n## Settings\n\n- one\n- two\n');
    expect(html).not.toContain('Title');
    expect(html).toMatch(/<h4[^>]*>Settings<\/h4>/);
    expect(html).toContain('<strong>Port presets</strong>');
    expect(html).toMatch(/<li>one<\/li>/);
  });

  it('drops script, event handlers and javascript: links a publisher might write', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('lets the keyboard reach a code block and a table, which scroll inside their own box on a phone', () => {
    const html = renderMarkdown('```js\nconst x = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toMatch(/<pre tabindex="0"><code/);
    expect(html).toMatch(/<table tabindex="0">/);
  });
});

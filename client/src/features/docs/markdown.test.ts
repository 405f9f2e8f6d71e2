// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderDoc, slugify } from './markdown.ts';

describe('renderDoc', () => {
  it('gives a heading its explicit {#id} and hides the marker', () => {
    const { html, headings } = renderDoc('## API reference {#api-reference}\n\ntext');
    expect(html).toContain('<h2 id="api-reference">API reference</h2>');
    expect(headings).toEqual([{ id: 'api-reference', text: 'API reference', level: 2 }]);
  });

  it('slugs other headings (Chinese kept), de-duplicated, never taking an id another heading claims', () => {
    const { headings } = renderDoc(['## 扩展 概述', '### Options', '## Testing', '### Options', '## Run the tests {#testing}'].join('\n\n'));
    expect(headings.map((heading) => heading.id)).toEqual(['扩展-概述', 'options', 'testing-2', 'options-2', 'testing']);
    expect(headings.map((heading) => heading.level)).toEqual([2, 3, 2, 3, 2]);
  });

  it('builds the table of contents from ## and ### only, with inline markup as plain text', () => {
    const { headings, html } = renderDoc('Intro\n\n# Title\n\n## The `getAsset(taskId)` call\n\n#### Deep\n');
    expect(headings).toEqual([{ id: 'the-getasset-taskid-call', text: 'The getAsset(taskId) call', level: 2 }]);
    expect(html).toContain('<h1 id="title-2">Title</h1>'); // 'title' is a property of document
    expect(html).toContain('<h4 id="deep">Deep</h4>');
  });

  it('keeps an id DOMPurify would drop as a DOM-clobbering name by giving it a suffix', () => {
    expect(renderDoc('## Links').headings[0].id).toBe('links-2');
  });

  it('highlights code blocks of registered languages and makes them scroll on their own', () => {
    const { html } = renderDoc('```typescript\nconst a: number = 1;\n```\n\n```brainfuck\n+++\n```');
    expect(html).toMatch(/<pre tabindex="0"><code class="hljs language-typescript"><span class="hljs-keyword">const<\/span>/);
    expect(html).toContain('<code class="hljs language-brainfuck">+++');
  });

  it('removes scripts and event handlers, and wraps tables in a scroller', () => {
    const { html } = renderDoc('<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.com)');
    expect(html).not.toMatch(/<script|onerror/);
    expect(html).toMatch(/<div class="table-scroll" tabindex="0"><table>/);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it('takes a leading # heading out as the page title', () => {
    const { title, html } = renderDoc('# Writing a PoC\n\nBody');
    expect(title).toBe('Writing a PoC');
    expect(html.trim()).toBe('<p>Body</p>');
    expect(renderDoc('Body').title).toBeUndefined();
  });

  it('slugify lowercases and turns punctuation into single dashes', () => {
    expect(slugify('  Hello, World! 2.0 ')).toBe('hello-world-2-0');
    expect(slugify('！！')).toBe('section');
  });
});

import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerendered-pages.ts';

const shell = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="Network asset mapping" />
    <title>Scanner</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const origins = { zh: 'https://scanner.test', en: 'https://en.scanner.test' };

describe('a prerendered page', () => {
  it('carries its language, head and markup in the client’s shell', () => {
    const html = pageHtml(shell, {
      locale: 'en',
      path: '/sale',
      origins,
      page: { html: "<main><h1>Pricing</h1><p>$1 trial, $& and $' stay as written</p></main>", styles: '<style data-styled="true">.a{}</style>', state: { ROOT_QUERY: {} }, title: 'Pricing · Tidewatch', description: 'Editions & prices' },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Pricing · Tidewatch</title>');
    expect(html).toContain('<meta name="description" content="Editions &amp; prices" />');
    expect(html).toContain('<link rel="canonical" href="https://en.scanner.test/sale" />');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://scanner.test/sale" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://scanner.test/sale" />');
    expect(html).toContain(`<div id="root"><main><h1>Pricing</h1><p>$1 trial, $& and $' stay as written</p></main></div>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('embeds data that cannot end its script element or inject markup', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = pageHtml(shell, {
      locale: 'zh',
      path: '/faq',
      origins,
      page: { html: '', styles: '', state: { 'Faq:1': { title: hostile } }, title: '<b>t</b>', description: '"quoted"' },
    });
    expect(html).not.toContain(hostile);
    expect(html).toContain('<title>&lt;b&gt;t&lt;/b&gt;</title>');
    expect(html).toContain('content="&quot;quoted&quot;"');
    const json = /<script type="application\/json" id="prerendered">(.*?)<\/script>/s.exec(html)![1];
    expect(JSON.parse(json)).toEqual({ locale: 'zh', path: '/faq', apollo: { 'Faq:1': { title: hostile } } });
  });
});

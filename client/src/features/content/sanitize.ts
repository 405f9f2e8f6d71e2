import DOMPurify from 'dompurify';

/**
 * The server's rich text made safe to render: HTML only (no SVG or MathML), no scripts, handlers or
 * javascript: URLs. Links leaving the site open in a new tab without handing it this page (noopener).
 */
export const sanitizeRichText = (html: string) => {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  for (const link of clean.querySelectorAll('a[href]')) {
    if (/^https?:\/\//i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
};

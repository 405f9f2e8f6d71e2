const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The image a PoC's demo media may show: an http(s) URL, or the http(s) src of an <img> tag.
 * Anything else (javascript:, other markup, empty) shows nothing. The tag is parsed in an inert
 * document, so nothing in it runs or loads; only its src survives (alt and other attributes are dropped).
 */
export const demoImageSrc = (media: string): string | null => {
  const value = media.trim();
  if (isHttpUrl(value)) return value;
  if (!/^<img\b[^>]*>$/i.test(value)) return null;
  const img = new DOMParser().parseFromString(value, 'text/html').body.querySelector('img');
  const src = img?.getAttribute('src')?.trim() ?? '';
  return isHttpUrl(src) ? src : null;
};

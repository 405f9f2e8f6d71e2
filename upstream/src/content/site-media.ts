/**
 * Demo media kept as paths on the site (`/media/poc/….svg`, or an <img> tag whose src is such a path) are
 * answered as absolute URLs on the site of the request's language. The contract promises an <img> tag or an
 * http(s) URL, and the stored rows stay free of host names, so a site that moves or changes port keeps its
 * images without touching the data. Anything else is answered as stored.
 */
const sitePath = /^\/(?![/\\])[^\s"'<>]*$/;

export const withSiteOrigin = (media: string, siteOrigin: string) => {
  const origin = siteOrigin.replace(/\/$/, '');
  if (sitePath.test(media)) return origin + media;
  return media.replace(/^(<img\b[^>]*?\bsrc=")(\/(?![/\\])[^"\s<>]*")/i, `$1${origin}$2`);
};

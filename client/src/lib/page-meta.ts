import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** The title and description the page rendered last asked for: the prerenderer writes them into its <head>. */
export const prerenderedHead = { title: '', description: '' };

/** Sets the document title and meta description of a page, in the page's language (pass translated text). */
export const usePageMeta = (title: string, description: string) => {
  const { t } = useLingui();
  // the brand is translated too (潮望 on the Chinese site), so no title mixes two languages
  const siteName = t`Tidewatch`;
  // effects do not run in the prerenderer: it reads what the render said (rendering is one page at a time there)
  if (import.meta.env.SSR) Object.assign(prerenderedHead, { title: title ? `${title} · ${siteName}` : siteName, description });
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
};

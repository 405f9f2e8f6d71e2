import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets the document title and meta description of a page, in the page's language (pass translated text). */
export const usePageMeta = (title: string, description: string) => {
  const { t } = useLingui();
  // the brand is translated too (潮望 on the Chinese site), so no title mixes two languages
  const siteName = t`Tidewatch`;
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

import { useEffect, useState } from 'react';

/**
 * The section being read: the first heading inside a band near the top of the window (below the sticky
 * header); when no heading is in the band, the last one scrolled past (the first, above them all). Watched with an IntersectionObserver,
 * so nothing runs on every scroll event. Pass a stable (memoized) list of ids.
 */
export const useScrollSpy = (ids: readonly string[], topOffset: number) => {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
    if (!headings.length) return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = headings.find((heading) => inBand.has(heading.id));
        const passed = headings.filter((heading) => heading.getBoundingClientRect().top < topOffset).at(-1);
        setActive((first ?? passed ?? headings[0]).id);
      },
      { rootMargin: `-${topOffset}px 0px -60% 0px` },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [ids, topOffset]);
  return [active, setActive] as const;
};

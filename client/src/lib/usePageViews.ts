import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { countedPath, referrerHost, reportPageView } from './analytics.ts';
import { useLocale } from '../i18n/useLocale.ts';

/**
 * Reports one page view per page reached: on the first load and whenever the path changes (a new query
 * string or hash on the same page is not a new page). Only the first view carries the referrer: later ones
 * come from this site.
 *
 * A layout effect, not a passive one: the view is queued before the page is painted. A passive effect runs in a task
 * after the paint, and a visitor (or a test) who leaves the moment the page shows takes that task with them; the view
 * was then lost although the page was seen (e2e/analytics.spec.ts, flaky on a busy machine: 4 of 5 views stored).
 */
export const usePageViews = () => {
  const { pathname } = useLocation();
  const matches = useMatches();
  const locale = useLocale();
  const reported = useRef<string | null>(null);
  const params = matches.at(-1)?.params ?? {};
  const path = countedPath(pathname, params);
  useLayoutEffect(() => {
    if (reported.current === path) return;
    const first = reported.current === null;
    reported.current = path;
    reportPageView({
      path,
      referrer_host: first ? referrerHost(document.referrer, window.location.hostname) : '',
      locale,
      width: Math.min(Math.round(window.innerWidth), 10_000),
    });
    // the language and params are read at the moment of the view; only a new path makes a new view
  }, [path]);
};

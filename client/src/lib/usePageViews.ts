import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { countedPath, referrerHost, reportPageView } from './analytics.ts';
import { useLocale } from '../i18n/useLocale.ts';

/**
 * Reports one page view per page reached: on the first load and whenever the path changes (a new query
 * string or hash on the same page is not a new page). Only the first view carries the referrer: later ones
 * come from this site.
 */
export const usePageViews = () => {
  const { pathname } = useLocation();
  const matches = useMatches();
  const locale = useLocale();
  const reported = useRef<string | null>(null);
  const params = matches.at(-1)?.params ?? {};
  const path = countedPath(pathname, params);
  useEffect(() => {
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

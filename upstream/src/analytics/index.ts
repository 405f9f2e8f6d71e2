/** Page views as other parts see them: the route that records them and the counts staff read. */
export { analyticsRoutes } from './analytics-routes.ts';
export { pageViewSummary, recentPageViews, type DayRange } from './analytics.ts';

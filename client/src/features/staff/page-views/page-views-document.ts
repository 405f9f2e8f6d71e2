import { graphql } from '../../../gql/index.ts';

export const StaffPageViewsDocument = graphql(`
  query StaffPageViews($from: String, $to: String) {
    staffPageViews(from: $from, to: $to) {
      from
      to
      total
      perDayLocale {
        day
        locale
        views
      }
      perDayPath {
        day
        path
        views
      }
      topPaths {
        path
        views
      }
    }
  }
`);

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Lead, PageWidth, Section, SectionTitle } from '../../ui/Page.tsx';
import { NeedsJavaScript } from '../../ui/NeedsJavaScript.tsx';
import { anyEngines, useMarketParams } from './market-params.ts';
import { MarketFilters } from './MarketFilters.tsx';
import { MarketResults } from './MarketResults.tsx';

/** Cards per page: a few rows at a time keeps the page light; the call itself allows up to 10000. */
const pageSize = 12;

export const MarketFiltersDocument = graphql(`
  query MarketFilters {
    enginesVersions
    pluginCategories {
      category
      count
    }
  }
`);

export const MarketPageDocument = graphql(`
  query MarketPage($keyword: String, $category: String, $engines: String, $page: Int, $size: Int) {
    plugins(keyword: $keyword, category: $category, engines: $engines, page: $page, size: $size) {
      items {
        id
        ...PluginCard_plugin
      }
      page
      size
      total
    }
  }
`);

/** On the page's grey canvas the muted grey is too faint to read: the body text colour. */
const MarketLead = styled(Lead)`
  color: ${({ theme }) => theme.color.text};
`;

/** /extensions: the extension market, searched by keyword and filtered by category and product version. */
export const MarketPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Extension market`, t`Extensions for the Tidewatch scanner: tools, themes, reports and more, by us and by the community.`);
  const params = useMarketParams();

  const filters = useQuery(MarketFiltersDocument, { context: { silent: true } });
  const versions = filters.data?.enginesVersions ?? [];
  // Absent from the address: the newest product version, once known.
  const engines = params.engines === anyEngines ? null : (params.engines ?? versions[0] ?? null);
  const waitingForEngines = params.engines === null && filters.loading;

  const market = useQuery(MarketPageDocument, {
    variables: { keyword: params.keyword || null, category: params.category || null, engines, page: params.page, size: pageSize },
    skip: waitingForEngines,
    context: { silent: true },
  });
  const answer = (market.data ?? market.previousData)?.plugins;
  const loading = waitingForEngines || market.loading;
  const filtered = Boolean(params.keyword || params.category || params.engines);

  return (
    <PageWidth>
      <Section aria-labelledby="market-title">
        <SectionTitle as="h1" id="market-title"><Trans>Extension market</Trans></SectionTitle>
        <MarketLead><Trans>Add tools, themes and reports to the scanner. Every extension is reviewed by our staff before it appears here.</Trans></MarketLead>

        <NeedsJavaScript><Trans>Searching and filtering the market need JavaScript. Below is the market’s first page.</Trans></NeedsJavaScript>
        <MarketFilters params={params} categories={filters.data?.pluginCategories} versions={versions} engines={engines} />

        <MarketResults
          answer={answer}
          loading={loading}
          failed={Boolean(market.error)}
          filtered={filtered}
          page={params.page}
          pageSize={pageSize}
          onPageChange={params.setPage}
          onClear={params.clear}
        />
      </Section>
    </PageWidth>
  );
};

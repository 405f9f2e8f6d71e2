import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { FieldError, fieldSurface, Input, Label } from '../../ui/Form.tsx';
import { Lead, PageWidth, Section, SectionTitle } from '../../ui/Page.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { categoryLabel } from '../../lib/plugin-labels.ts';
import { anyEngines, isProductVersion, useMarketParams } from './market-params.ts';
import { PluginCard } from './PluginCard.tsx';
import { KEYWORD_MAX } from '../../../../contract/limits.ts';
import { NeedsJavaScript } from '../../ui/NeedsJavaScript.tsx';

/** Cards per page: a few rows at a time keeps the page light; the call itself allows up to 10000. */
const pageSize = 12;
/** How long typing pauses before the search runs (and the address changes). */
const typingPause = 300;

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

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: end;
  margin-bottom: 24px;
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); }
  > div { display: grid; gap: 6px; min-width: 0; }
`;

const Select = styled.select`
  ${fieldSurface}
`;

/** On the page's grey canvas the muted grey is too faint to read: the body text colour. */
const MarketLead = styled(Lead)`
  color: ${({ theme }) => theme.color.text};
`;

const Summary = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 16px;
`;

const Empty = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  button {
    margin-top: 12px;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    padding: 8px 16px;
    font: inherit;
    cursor: pointer;
  }
`;

/** The keyword box: what is typed shows at once; the address (and so the search) follows after a pause. */
const useTypedKeyword = (keyword: string, setKeyword: (keyword: string) => void) => {
  const [typed, setTyped] = useState(keyword);
  const apply = useRef(setKeyword);
  apply.current = setKeyword;
  // back, forward or a cleared filter change the address: the box follows it (keeping a space being typed)
  useEffect(() => setTyped((current) => (current.trim() === keyword ? current : keyword)), [keyword]);
  useEffect(() => {
    if (typed.trim() === keyword) return undefined;
    const timer = setTimeout(() => apply.current(typed), typingPause);
    return () => clearTimeout(timer);
  }, [typed, keyword]);
  return [typed, setTyped] as const;
};

/**
 * The product-version box: pick one of the versions the market's extensions target, or type your own. A typed
 * version is applied after a pause, like the keyword; emptied, the filter is off (any version). What is not a
 * product version is pointed out and not applied.
 */
const useTypedEngines = (shown: string, setEngines: (engines: string) => void) => {
  const [typed, setTyped] = useState(shown);
  const apply = useRef(setEngines);
  apply.current = setEngines;
  useEffect(() => setTyped(shown), [shown]);
  const value = typed.trim();
  const valid = value === '' || isProductVersion(value);
  useEffect(() => {
    if (value === shown || !valid) return undefined;
    const timer = setTimeout(() => apply.current(value === '' ? anyEngines : value), typingPause);
    return () => clearTimeout(timer);
  }, [value, shown, valid]);
  return { typed, setTyped, valid };
};

/** /extensions: the extension market, searched by keyword and filtered by category and product version. */
export const MarketPage = () => {
  const { i18n, t } = useLingui();
  usePageMeta(t`Extension market`, t`Extensions for the Tidewatch scanner: tools, themes, reports and more, by us and by the community.`);
  const ids = { keyword: useId(), category: useId(), engines: useId(), versions: useId(), enginesError: useId() };
  const params = useMarketParams();
  const [typed, setTyped] = useTypedKeyword(params.keyword, params.setKeyword);

  const filters = useQuery(MarketFiltersDocument, { context: { silent: true } });
  const versions = filters.data?.enginesVersions ?? [];
  // Absent from the address: the newest product version, once known.
  const engines = params.engines === anyEngines ? null : (params.engines ?? versions[0] ?? null);
  const waitingForEngines = params.engines === null && filters.loading;
  const enginesBox = useTypedEngines(engines ?? '', params.setEngines);

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
        <Filters role="search" aria-label={t`Search extensions`} onSubmit={(event) => { event.preventDefault(); params.setKeyword(typed); }}>
          <div>
            <Label htmlFor={ids.keyword}><Trans>Keyword</Trans></Label>
            <Input id={ids.keyword} type="search" value={typed} maxLength={KEYWORD_MAX} placeholder={t`Name, publisher or description`} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <div>
            <Label htmlFor={ids.category}><Trans>Category</Trans></Label>
            <Select id={ids.category} value={params.category} onChange={(event) => params.setCategory(event.target.value)}>
              <option value="">{t`All categories`}</option>
              {filters.data?.pluginCategories.map(({ category }) => (
                <option key={category} value={category}>{i18n._(categoryLabel(category))}</option>
              ))}
              {params.category && !filters.data?.pluginCategories.some(({ category }) => category === params.category) && <option value={params.category}>{params.category}</option>}
            </Select>
          </div>
          <div>
            <Label htmlFor={ids.engines}><Trans>Product version</Trans></Label>
            <Input
              id={ids.engines}
              list={ids.versions}
              inputMode="decimal"
              autoComplete="off"
              value={enginesBox.typed}
              placeholder={t`Any version`}
              aria-invalid={enginesBox.valid ? undefined : true}
              aria-describedby={enginesBox.valid ? undefined : ids.enginesError}
              onChange={(event) => enginesBox.setTyped(event.target.value)}
            />
            <datalist id={ids.versions}>
              {versions.map((version, index) => (
                <option key={version} value={version} label={index === 0 ? t`${version} (latest)` : undefined} />
              ))}
            </datalist>
            {!enginesBox.valid && <FieldError id={ids.enginesError} role="alert"><Trans>Type a product version such as 1.8.237, or leave it empty for any version.</Trans></FieldError>}
          </div>
        </Filters>

        {loading && !answer && <p role="status"><Trans>Loading extensions…</Trans></p>}
        {market.error && !answer && <Empty role="alert"><Trans>The extensions could not be loaded. Please try again later.</Trans></Empty>}
        {answer && (
          <>
            <Summary role="status" aria-busy={loading}>
              <Plural value={answer.total} one="# extension" other="# extensions" />
            </Summary>
            {answer.items.length > 0 ? (
              <Grid>
                {answer.items.map((plugin) => (
                  <PluginCard key={plugin.id} plugin={plugin} />
                ))}
              </Grid>
            ) : (
              <Empty>
                <p><Trans>No extension matches your search.</Trans></p>
                {filtered && (
                  <button type="button" onClick={params.clear}>
                    <Trans>Clear the filters</Trans>
                  </button>
                )}
              </Empty>
            )}
            <Pagination page={params.page} size={pageSize} total={answer.total} onPageChange={params.setPage} />
          </>
        )}
      </Section>
    </PageWidth>
  );
};

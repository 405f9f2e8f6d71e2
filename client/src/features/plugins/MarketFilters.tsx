import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { KEYWORD_MAX } from '../../../../contract/limits.ts';
import { categoryLabel } from '../../lib/plugin-labels.ts';
import { FieldError, fieldSurface, Input, Label } from '../../ui/Form.tsx';
import type { useMarketParams } from './market-params.ts';
import { useTypedEngines } from './useTypedEngines.ts';
import { useTypedKeyword } from './useTypedKeyword.ts';

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

interface Props {
  params: ReturnType<typeof useMarketParams>;
  /** the market's categories, once known */
  categories: readonly { category: string }[] | undefined;
  /** the product versions the market's extensions target, newest first */
  versions: readonly string[];
  /** the product version filtered by (the newest when the address names none), or null for any */
  engines: string | null;
}

/** The market's search: a keyword, a category and a product version, each applied to the address as it changes. */
export const MarketFilters = ({ params, categories, versions, engines }: Props) => {
  const { i18n, t } = useLingui();
  const ids = { keyword: useId(), category: useId(), engines: useId(), versions: useId(), enginesError: useId() };
  const [typed, setTyped] = useTypedKeyword(params.keyword, params.setKeyword);
  const enginesBox = useTypedEngines(engines ?? '', params.setEngines);
  return (
    <Filters role="search" aria-label={t`Search extensions`} onSubmit={(event) => { event.preventDefault(); params.setKeyword(typed); }}>
      <div>
        <Label htmlFor={ids.keyword}><Trans>Keyword</Trans></Label>
        <Input id={ids.keyword} type="search" value={typed} maxLength={KEYWORD_MAX} placeholder={t`Name, publisher or description`} onChange={(event) => setTyped(event.target.value)} />
      </div>
      <div>
        <Label htmlFor={ids.category}><Trans>Category</Trans></Label>
        <Select id={ids.category} value={params.category} onChange={(event) => params.setCategory(event.target.value)}>
          <option value="">{t`All categories`}</option>
          {categories?.map(({ category }) => (
            <option key={category} value={category}>{i18n._(categoryLabel(category))}</option>
          ))}
          {params.category && !categories?.some(({ category }) => category === params.category) && <option value={params.category}>{params.category}</option>}
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
  );
};

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { SalesFormDocument } from './EditionQuery.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/** The edition of the route (`:edition`), its name in the page's language, whether it is the one-yuan trial, and the dictionaries. */
export const useSalesForm = () => {
  const locale = useLocale();
  const params = useParams();
  const edition = Number(params.edition);
  const valid = Number.isInteger(edition) && edition > 0;
  const { data, loading } = useQuery(SalesFormDocument, { variables: { edition: String(edition) }, skip: !valid });
  const name = data?.edition ? (locale === 'en' ? data.edition.name : data.edition.nameCn) : '';
  const oneYuanTrial = data?.edition?.sale === 'TRIAL';
  return { edition, oneYuanTrial, valid, unknown: !valid || (data !== undefined && !data.edition), loading: loading && !data, name, dictionaries: data?.dictionaries };
};

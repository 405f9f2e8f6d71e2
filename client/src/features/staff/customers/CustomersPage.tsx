import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Button, Input } from '../../../ui/Form.tsx';
import { CustomerSearchDocument } from './documents.ts';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  label { display: grid; gap: 6px; flex: 1 1 260px; font-weight: 600; }
`;
const Results = styled.ul`
  padding-left: 18px;
  overflow-wrap: anywhere;
`;

/** One search box for an order number, an e-mail address or a MID; the answer says which it matched. */
export const CustomersPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Customers`, t`Find orders and licences by order number, e-mail or MID.`);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const { data, loading, error } = useQuery(CustomerSearchDocument, { variables: { q }, skip: !q });
  const found = data?.customerSearch;
  const matched = found?.matched && { ORDER_NO: t`order number`, EMAIL: t`e-mail`, MID: t`MID` }[found.matched];
  return (
    <>
      <h1>
        <Trans>Customers</Trans>
      </h1>
      <Search
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) setParams({ q: text.trim() });
        }}
      >
        <label>
          <Trans>Order number, e-mail or MID</Trans>
          <Input value={text} onChange={(event) => setText(event.target.value)} required />
        </label>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </Search>
      {error && <p role="alert">{error.message}</p>}
      {q && !loading && found && (
        <section aria-live="polite">
          {matched ? (
            <p data-testid="customer-matched">
              <Trans>Matched by {matched}</Trans>
            </p>
          ) : (
            <p>
              <Trans>Nothing matched “{q}”.</Trans>
            </p>
          )}
          <Results>
            {found.customers.map((customer) => (
              <li key={customer.id}>
                <Link to={`/admin/customers/${customer.id}`}>
                  {customer.username} ({customer.email})
                </Link>
              </li>
            ))}
          </Results>
        </section>
      )}
    </>
  );
};

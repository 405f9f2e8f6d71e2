import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffMeQuery } from '../../../gql/graphql.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CustomerDocument } from './documents.ts';
import { LicenseCard } from './LicenseCard.tsx';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > li { min-width: 0; }
`;
const Order = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

/** A customer's orders and licences with histories; support (and admins) may act on a licence, finance reads. */
export const CustomerPage = () => {
  const { t, i18n } = useLingui();
  const me = useOutletContext<StaffMeQuery['staffMe']>();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CustomerDocument, { variables: { id } });
  const detail = data?.customer;
  usePageMeta(detail ? detail.customer.username : t`Customer`, t`A customer's orders and licences.`);
  if (error) return <p role="alert">{error.message}</p>;
  if (!detail) return loading ? null : <p><Trans>There is no such customer.</Trans></p>;
  const canAct = me.role === 'SUPPORT' || me.role === 'ADMIN';
  return (
    <>
      <p>
        <Link to="/admin/customers">
          <Trans>Back to the search</Trans>
        </Link>
      </p>
      <h1>{detail.customer.username}</h1>
      <p>{detail.customer.email}</p>
      <h2>
        <Trans>Orders</Trans>
      </h2>
      <Cards>
        {detail.orders.map((order) => (
          <Order key={order.id}>
            {order.orderNo} · {order.edition} × {order.quantity} · {order.currency} {order.amount} · {order.paid ? t`paid` : t`not paid`} ·{' '}
            {i18n.date(order.createdAt, { dateStyle: 'medium' })}
          </Order>
        ))}
      </Cards>
      <h2>
        <Trans>Licences</Trans>
      </h2>
      <Cards>
        {detail.licenses.map((license) => (
          <LicenseCard key={license.id} license={license} canAct={canAct} />
        ))}
      </Cards>
    </>
  );
};

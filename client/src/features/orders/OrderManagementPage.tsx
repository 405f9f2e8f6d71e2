import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import type { PaymentType, PayStatusFilter } from '../../gql/graphql.ts';
import { PanelCard } from '../../ui/Page.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { usePageParam } from '../../ui/usePageParam.ts';
import { codeOfFilter, filterOfCode, headingOfFilter, ORDER_FILTERS } from './order-filter.ts';
import { OrderDetailDialog, type OrderDetailTarget } from './OrderDetailDialog.tsx';
import { OrderTable } from './OrderTable.tsx';
import { usePayNow } from './usePayNow.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { methodLabel as labelOfMethod } from '../../lib/payment-methods.ts';

/** Page size 20 (spec §9). */
export const ORDER_PAGE_SIZE = 20;

export const OrderManagementDocument = graphql(`
  query OrderManagement($payStatus: PayStatusFilter!, $page: Int!, $size: Int!) {
    orders(payStatus: $payStatus, page: $page, size: $size) {
      items {
        ...OrderTable_order
      }
      page
      size
      total
    }
    paymentMethods {
      type
      label
    }
  }
`);

const Panel = PanelCard;

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 18px;
`;

/** One filter's orders, 20 a page; the page is in the address. */
const OrderList = ({ filter }: { filter: PayStatusFilter }) => {
  const [page, setPage] = usePageParam();
  const [details, setDetails] = useState<OrderDetailTarget | null>(null);
  const { i18n } = useLingui();
  const payNow = usePayNow();
  const { data, previousData, loading } = useQuery(OrderManagementDocument, {
    variables: { payStatus: filter, page, size: ORDER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  // the upstream names the methods it offers now; an order paid by one it no longer offers keeps the client's name
  const methodLabel = (type: PaymentType) => labelOfMethod(shown?.paymentMethods, type, i18n);
  return (
    <>
      <OrderTable rows={shown?.orders.items ?? []} loading={loading && !shown} methodLabel={methodLabel} onDetails={setDetails} onPayNow={payNow.start} />
      <Pagination page={page} size={ORDER_PAGE_SIZE} total={shown?.orders.total ?? 0} onPageChange={setPage} />
      <OrderDetailDialog order={details} methodLabel={methodLabel} onClose={() => setDetails(null)} />
      {payNow.overlay}
    </>
  );
};

/**
 * /center/orderManagement (spec §2): 'All orders' with the filter All orders (-1), To be paid (0), Paid (1) as
 * tabs; the filter is in the address (`?status=`) and choosing one starts again at page 1.
 */
export const OrderManagementPage = () => {
  const { t, i18n } = useLingui();
  usePageMeta(t`Order management`, t`Your orders, their payment state and their details.`);
  const [params, setParams] = useSearchParams();
  const filter = filterOfCode(params.get('status'));
  const choose = (value: string) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (value !== 'ALL') next.set('status', codeOfFilter(value as PayStatusFilter));
      return next;
    });
  return (
    <Panel as="section" aria-labelledby="orders-title">
      <Title id="orders-title">{i18n._(headingOfFilter(filter))}</Title>
      <Tabs value={filter} onValueChange={choose}>
        <TabList aria-label={t`Filter orders`}>
          {ORDER_FILTERS.map((option) => (
            <Tab key={option.value} value={option.value}>
              {i18n._(option.label)}
            </Tab>
          ))}
        </TabList>
        {ORDER_FILTERS.map((option) => (
          <TabPanel key={option.value} value={option.value}>
            <OrderList filter={option.value} />
          </TabPanel>
        ))}
      </Tabs>
    </Panel>
  );
};

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toasts.ts';
import { graphql } from '../../gql/index.ts';
import { useSignInWhenNobody } from '../../lib/useSignInWhenNobody.ts';
import { couponFrom } from './coupon.ts';
import { BuyPage, PageTitle } from './layout.tsx';
import { parseOneYuan } from './one-yuan.ts';
import { OrderForm } from './OrderForm.tsx';
import { initialPeriod } from './period.ts';
import { renewalFrom } from './renewal.ts';
import { RenewTitle } from './RenewalNote.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export const OrderFormDocument = graphql(`
  query OrderForm($edition: ID!) {
    me {
      id
      username
      name
      email
    }
    edition(id: $edition) {
      id
      name
      nameCn
      upgradesTo {
        id
      }
    }
    dictionaries {
      ...DictionaryField_dictionaries
    }
    paymentMethods {
      type
      label
    }
  }
`);

/** /buy/orderForm/:edition/:oneYuan — the two-step order form of an edition (an unknown edition goes back to /sale, saying so). */
export const OrderFormPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Order form`, t`Choose the term, the number of users and the payment method for your Tidewatch edition.`);
  const params = useParams();
  const [search] = useSearchParams();
  const edition = Number(params.edition);
  const oneYuan = parseOneYuan(params.oneYuan);
  const valid = Number.isInteger(edition) && edition > 0;
  const renew = oneYuan ? null : renewalFrom(search);
  const { data, loading } = useQuery(OrderFormDocument, { variables: { edition: String(edition) }, skip: !valid });
  useSignInWhenNobody(data?.me);
  const navigate = useNavigate();
  const unknown = !valid || Boolean(data && !data.edition);
  useEffect(() => {
    if (!unknown) return;
    showToast('warning', t`This edition does not exist. Please choose one of the editions below.`);
    navigate(paths.sale.href(), { replace: true });
  }, [unknown, navigate, t]);

  if (unknown) return null;
  return (
    <BuyPage>
      <PageTitle>{oneYuan ? <Trans>Order the 7-day trial</Trans> : renew ? <RenewTitle ids={renew} /> : <Trans>Place your order</Trans>}</PageTitle>
      {loading && !data && <p role="status"><Trans>Loading…</Trans></p>}
      {data?.me && data.edition && (
        <OrderForm
          // a new edition or mode (the trial's "buy Red Team instead") starts a new form
          key={`${edition}/${oneYuan}/${renew?.join(',')}`}
          me={data.me}
          edition={data.edition}
          dictionaries={data.dictionaries}
          methods={data.paymentMethods}
          oneYuan={oneYuan}
          coupon={couponFrom(search)}
          period={initialPeriod(search.get('period'))}
          renew={renew}
        />
      )}
    </BuyPage>
  );
};

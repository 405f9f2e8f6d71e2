import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderFormQuery } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';
import { useShake } from '../../ui/AgreementCheckbox.tsx';
import { Columns, Stack, Sticky } from './layout.tsx';
import { TRIAL_PERIOD, TRIAL_QUANTITY, type OneYuan } from './one-yuan.ts';
import { clearOrderForm, loadOrderForm, orderFormKey, useKeepOrderForm } from './order-form-session.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { OrderFormActions } from './OrderFormActions.tsx';
import { OrderReview } from './OrderReview.tsx';
import { orderFormMethods } from './payment.ts';
import { PriceSummary } from './PriceSummary.tsx';
import { withStep } from './order-step.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { useBuyingFor } from './TeamChoice.tsx';
import { UpgradeOffer } from './UpgradeOffer.tsx';
import { useOrderForm } from './useOrderForm.ts';
import { useOrderPricing } from './useOrderPricing.ts';
import { useOrderSteps } from './useOrderSteps.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { usePlaceOrder } from './usePlaceOrder.ts';

type Data = NonNullable<OrderFormQuery>;

interface Props {
  me: NonNullable<Data['me']>;
  edition: NonNullable<Data['edition']>;
  dictionaries: Data['dictionaries'];
  methods: Data['paymentMethods'];
  oneYuan: OneYuan;
  /** from the query string; the trial takes none but carries it to the full edition */
  coupon?: string;
  /** the initial term in months */
  period: number;
  /** the licenses this order renews in place (of its edition; a team's selected seats), or null */
  renew?: string[] | null;
}

/**
 * The two-step order form (spec §2, §4, §5). Step 1 edits the personal details, the cart and the payment
 * method, re-pricing 200 ms after each change; it moves on only when valid and priced. Step 2 reviews it
 * all, with the agreement (required for the trial) and Pay, which places the order and sends it to be paid.
 */
export const OrderForm = ({ me, edition, dictionaries, methods, oneYuan, coupon, period, renew = null }: Props) => {
  const { t } = useLingui();
  const locale = useLocale();
  const trial = oneYuan === 1;
  // what this tab held before a reload: every value, and whether the review was reached
  const key = orderFormKey(edition.id, oneYuan, renew?.join(',') ?? null);
  // whom the order is for: asked only of a new order (not the trial, not a renewal) of a buyer who runs a team
  const buyingFor = useBuyingFor(trial || Boolean(renew));
  const address = withStep(useSearchParams()[0], 'details').toString();
  const [saved] = useState(() => loadOrderForm(key, address));
  const { step, review, back, edit, removeCoupon } = useOrderSteps(saved?.step === 'review');
  const { shaking, shake } = useShake();
  // only what the upstream offers (its configured providers), so nothing else is shown, chosen or sent
  const offered = orderFormMethods(methods, trial);
  const form = useOrderForm({ me, trial, period, offered, coupon, saved: saved?.values });
  const pricing = useOrderPricing({ control: form.control, editionId: edition.id, trial, renew, offered });
  const { quantity, months, couponCode, input, problem, couponProblem } = pricing;
  const { pay, placing, redirecting } = usePlaceOrder({ oneYuan, renew, teamId: buyingFor.teamId, input, problem: problem ?? couponProblem, onPlaced: () => clearOrderForm(key) });
  useKeepOrderForm(key, form, step, address);
  const dropCoupon = () => {
    form.setValue('coupon', '', { shouldDirty: true });
    removeCoupon();
  };

  const editionName = locale === 'en' ? edition.name : edition.nameCn;
  const paymentLabel = methods.find((method) => method.type === pricing.paymentType)?.label ?? '';
  // the edition the trial says it upgrades to (Red Team), for a term, not as a trial
  const fullEdition = trial ? edition.upgradesTo : null;
  const upgrade = fullEdition ? <UpgradeOffer editionId={fullEdition.id} coupon={coupon} /> : undefined;

  const submit = useOrderSubmit({ form, step, blocked: Boolean(problem ?? couponProblem) || !input, review, back, pay, shake });

  return (
    <form noValidate aria-label={t`Order form`} onSubmit={submit}>
      <StepIndicator step={step} />
      <Columns>
        <Stack>
          {step === 'details' ? (
            <OrderDetails
              form={form}
              dictionaries={dictionaries}
              methods={offered}
              editionName={editionName}
              oneYuan={trial}
              coupon={couponCode}
              couponProblem={couponProblem}
              couponApplied={Boolean(couponCode && pricing.preview && !pricing.pending && !couponProblem)}
              onRemoveCoupon={dropCoupon}
              upgrade={upgrade}
              renew={renew}
              buyingFor={buyingFor.field}
            />
          ) : (
            <OrderReview
              values={form.getValues()}
              dictionaries={dictionaries}
              editionName={editionName}
              quantity={quantity ?? TRIAL_QUANTITY}
              period={months ?? TRIAL_PERIOD}
              paymentLabel={paymentLabel}
              coupon={couponCode}
              oneYuan={trial}
              onEdit={edit}
              upgrade={upgrade}
              teamName={buyingFor.teamName}
            />
          )}
        </Stack>
        <Sticky>
          <PriceSummary editionName={editionName} quantity={quantity} preview={pricing.preview} pending={pricing.pending} problem={problem} siteAmount={pricing.siteAmount}>
            <OrderFormActions step={step} form={form} shaking={shaking} payDisabled={placing || redirecting || Boolean(problem ?? couponProblem)} />
          </PriceSummary>
        </Sticky>
      </Columns>
      {(placing || redirecting) && (
        <LoadingOverlay>{redirecting ? <Trans>Redirecting to the third-party payment page</Trans> : <Trans>Placing your order…</Trans>}</LoadingOverlay>
      )}
    </form>
  );
};

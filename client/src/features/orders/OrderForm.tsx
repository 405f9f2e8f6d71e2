import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import type { OrderFormQuery, OrderInput } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Button } from '../../ui/Form.tsx';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';
import { AgreementCheckbox, useShake } from '../../ui/AgreementCheckbox.tsx';
import { CartFields } from './CartFields.tsx';
import { withoutCoupon } from './coupon.ts';
import { Columns, Panel, Stack, Sticky } from './layout.tsx';
import { TRIAL_PERIOD, TRIAL_QUANTITY, UPGRADE_PERIOD, type OneYuan } from './one-yuan.ts';
import { detailsStepFields, orderFormSchema, type OrderFormValues } from './order-form-schema.ts';
import { stepOf, withStep } from './order-step.ts';
import { OrderReview, type Section } from './OrderReview.tsx';
import { initialPaymentType, orderFormMethods, siteCurrencyMethod } from './payment.ts';
import { PaymentMethodField } from './PaymentMethodField.tsx';
import { parsePeriod } from './period.ts';
import { PersonalDetailsFields } from './PersonalDetailsFields.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { siteCurrency } from '../../../../contract/money.ts';
import { DEFAULT_QUANTITY, parseQuantity } from './quantity.ts';
import { RENEWAL_QUANTITY } from './renewal.ts';
import { RenewalNote } from './RenewalNote.tsx';
import { StepIndicator, type Step } from './StepIndicator.tsx';
import { useOrderPreview } from './useOrderPreview.ts';
import { usePaymentLauncher } from './usePaymentLauncher.ts';

export const CreateOrderDocument = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      orderNo
      paymentType
    }
  }
`);

const Upgrade = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #eff6ff;
  font-size: 14px;
  /* the site's blue falls just short of 4.5:1 on this tint */
  a { color: ${({ theme }) => theme.color.primaryDark}; }
`;

const Actions = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 20px;
`;

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
  /** the license this order renews in place (one license of its edition), or null */
  renew?: string | null;
}

const sectionId = (section: Section) => `order-${section}`;

/**
 * The two-step order form (spec §2, §4, §5). Step 1 edits the personal details, the cart and the payment
 * method, re-pricing 200 ms after each change; it moves on only when valid and priced. Step 2 reviews it
 * all, with the agreement (required for the trial) and Pay, which places the order and sends it to be paid.
 */
export const OrderForm = ({ me, edition, dictionaries, methods, oneYuan, coupon, period, renew = null }: Props) => {
  const { t } = useLingui();
  const locale = useLocale();
  const _ = useTranslate();
  const trial = oneYuan === 1;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  // The review is in the history (?step=review), so the browser's Back returns to the details as filled. It
  // shows only once the details were checked in this visit: a reload or a shared link starts at the details.
  const [checked, setChecked] = useState(false);
  const wantsReview = stepOf(search) === 'review';
  const step: Step = wantsReview && checked ? 'review' : 'details';
  useEffect(() => {
    if (wantsReview && !checked) setSearch((current) => withStep(current, 'details'), { replace: true });
  }, [wantsReview, checked, setSearch]);
  /** the section an edit icon asked for, scrolled to once the details are back */
  const editing = useRef<Section | null>(null);
  useEffect(() => {
    if (step !== 'details' || !editing.current) return;
    document.getElementById(sectionId(editing.current))?.scrollIntoView({ block: 'start' });
    editing.current = null;
  }, [step]);
  const [placing, setPlacing] = useState(false);
  const { shaking, shake } = useShake();
  const { launch, redirecting } = usePaymentLauncher();
  const [createOrder] = useMutation(CreateOrderDocument);

  // only what the upstream offers (its configured providers), so nothing else is shown, chosen or sent
  const offered = orderFormMethods(methods, trial);
  const schema = useMemo(() => orderFormSchema(_, trial), [_, trial]);
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: me.name?.trim() || me.username,
      email: me.email,
      country: locale === 'en' ? 'US' : 'CN',
      position: '',
      use: '',
      company: '',
      quantity: String(trial ? TRIAL_QUANTITY : DEFAULT_QUANTITY),
      period: String(trial ? TRIAL_PERIOD : period),
      paymentType: initialPaymentType(offered, locale),
      agreement: false,
    },
  });
  const { control, formState } = form;
  const [quantityText, periodText, paymentType] = useWatch({ control, name: ['quantity', 'period', 'paymentType'] });

  const quantity = trial ? TRIAL_QUANTITY : renew ? RENEWAL_QUANTITY : parseQuantity(quantityText);
  const months = trial ? TRIAL_PERIOD : parsePeriod(periodText);
  const couponCode = trial ? undefined : coupon;
  const input: OrderInput | null =
    quantity !== null && months !== null && paymentType
      ? { licenseTypeId: edition.id, paymentType, quantity, period: months, ...(couponCode ? { couponCode } : {}) }
      : null;
  const { preview, error, pending } = useOrderPreview(input);
  // a method charging another currency than the site's: the same order priced in the site's, to show both (by an
  // offered method: the upstream refuses to price one it does not offer)
  const siteMethod = siteCurrencyMethod(offered, siteCurrency(locale));
  const otherCurrency = input && preview && siteMethod && preview.orderAmount.currency !== siteCurrency(locale);
  const { preview: sitePreview } = useOrderPreview(otherCurrency ? { ...input, paymentType: siteMethod } : null);
  const siteAmount = otherCurrency ? sitePreview?.orderAmount : undefined;
  const problem = error ? errorMessage(error, _) : undefined;

  const editionName = locale === 'en' ? edition.name : edition.nameCn;
  const paymentLabel = methods.find((method) => method.type === paymentType)?.label ?? '';
  // the edition the trial says it upgrades to (Red Team), for a term, not as a trial
  const fullEdition = trial ? edition.upgradesTo : null;
  const upgrade = fullEdition ? (
    <Upgrade>
      <Trans>Want more than a week?</Trans>{' '}
      <Link to={paths.orderForm.href(Number(fullEdition.id), 0, UPGRADE_PERIOD, coupon)}>
        <Trans>Buy the full Red Team edition instead</Trans>
      </Link>
    </Upgrade>
  ) : undefined;

  const toReview = async () => {
    const valid = await form.trigger(detailsStepFields, { shouldFocus: true });
    if (!valid || problem || !input) return;
    setChecked(true);
    setSearch((current) => withStep(current, 'review'));
    window.scrollTo({ top: 0, behavior: 'instant' });
  };

  /** The edit icons go back in the history, as Back would: the review's entry is right after the details'. */
  const edit = (section: Section) => {
    editing.current = section;
    navigate(-1);
  };

  const pay = async (values: OrderFormValues) => {
    if (!input || problem) return;
    setPlacing(true);
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            ...input,
            name: values.name.trim(),
            country: values.country,
            company: values.company.trim() || null,
            ...(trial ? { position: values.position, use: values.use } : {}),
            ...(renew ? { renewLicenseId: renew } : {}),
          },
        },
      });
      if (!data) return;
      await launch(data.createOrder, oneYuan);
    } catch {
      // the error link has shown the upstream's message; the overlay closes
    } finally {
      setPlacing(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t`Order form`}
      onSubmit={(event) => {
        if (step === 'review') {
          return form.handleSubmit(pay, (invalid) => {
            if (invalid.agreement) shake();
            // details changed after Back and reached again with Forward: show them where they can be fixed
            if (Object.keys(invalid).some((field) => field !== 'agreement')) navigate(-1);
          })(event);
        }
        event.preventDefault();
        void toReview();
      }}
    >
      <StepIndicator step={step} />
      <Columns>
        <Stack>
          {step === 'details' ? (
            <>
              <Panel id={sectionId('details')} title={<Trans>Personal details</Trans>}>
                <PersonalDetailsFields form={form} dictionaries={dictionaries} oneYuan={trial} />
              </Panel>
              <Panel id={sectionId('cart')} title={<Trans>Cart</Trans>}>
                <CartFields
                  form={form}
                  editionName={editionName}
                  oneYuan={trial}
                  coupon={couponCode}
                  onRemoveCoupon={() => setSearch(withoutCoupon(search), { replace: true })}
                  upgrade={upgrade}
                  renewal={renew ? <RenewalNote licenseId={renew} /> : undefined}
                />
              </Panel>
              <Panel id={sectionId('payment')} title={<Trans>Payment method</Trans>}>
                <Controller
                  control={control}
                  name="paymentType"
                  render={({ field }) => <PaymentMethodField methods={offered} value={field.value} onChange={field.onChange} error={formState.errors.paymentType?.message} />}
                />
              </Panel>
            </>
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
            />
          )}
        </Stack>
        <Sticky>
          <PriceSummary editionName={editionName} quantity={quantity} preview={preview} pending={pending} problem={problem} siteAmount={siteAmount}>
            <Actions>
              {step === 'details' ? (
                <Button type="submit" $block>
                  <Trans>Next: review your order</Trans>
                </Button>
              ) : (
                <>
                  <Controller
                    control={control}
                    name="agreement"
                    render={({ field }) => (
                      <AgreementCheckbox checked={field.value} onCheckedChange={field.onChange} shaking={shaking} error={formState.errors.agreement?.message} />
                    )}
                  />
                  <Button type="submit" $block disabled={placing || redirecting || Boolean(problem)}>
                    <Trans>Pay</Trans>
                  </Button>
                </>
              )}
            </Actions>
          </PriceSummary>
        </Sticky>
      </Columns>
      {(placing || redirecting) && (
        <LoadingOverlay>{redirecting ? <Trans>Redirecting to the third-party payment page</Trans> : <Trans>Placing your order…</Trans>}</LoadingOverlay>
      )}
    </form>
  );
};

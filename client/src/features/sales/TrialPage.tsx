import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { showToast } from '../../lib/toasts.ts';
import { Button, FormAlert, TextField } from '../../ui/Form.tsx';
import { DictionaryField } from '../../ui/DictionaryField.tsx';
import { CaptchaField, useCaptcha } from '../../ui/Captcha.tsx';
import { coverageDate } from './coverage.ts';
import { Eyebrow, FinePrint, FormCard, Intro, Notes, Pair, SalesPage } from './layout.tsx';
import { trialSchema, type TrialValues } from './trial-schema.ts';
import { useSalesForm } from './useSalesForm.ts';
import { NAME_MAX } from '../../../../contract/limits.ts';

export const ApplyForTrialDocument = graphql(`
  mutation ApplyForTrial($input: TrialInput!) {
    applyForTrial(input: $input)
  }
`);

/**
 * /trial/:edition — the trial application (spec §5 'Trial form'): every field checked on blur and change with
 * the spec's messages; the server's message on failure, 'Success!' and the success page otherwise.
 */
export const TrialPage = () => {
  const { t } = useLingui();
  const _ = useTranslate();
  const navigate = useNavigate();
  const { edition, oneYuanTrial, unknown, loading, name, dictionaries } = useSalesForm();
  const captcha = useCaptcha();
  const [serverError, setServerError] = useState('');
  const [apply] = useMutation(ApplyForTrialDocument, { context: { silent: true } });
  const schema = useMemo(() => trialSchema(_), [_]);
  const { register, control, handleSubmit, setValue, formState } = useForm<TrialValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { name: '', email: '', country: '', company: '', position: '', use: '', code: '' },
  });
  const { errors } = formState;
  const coverage = coverageDate(new Date(), oneYuanTrial);
  usePageMeta(name ? t`Apply for a free trial of ${name}` : t`Apply for a free trial`, t`Apply for a 7-day trial of Tidewatch for your company; staff review each request and mail the trial license.`);

  if (unknown) return <Navigate to={paths.sale.href()} replace />;

  const onValid = async (values: TrialValues) => {
    setServerError('');
    try {
      await apply({ variables: { input: { ...values, licenseTypeId: String(edition), uuid: captcha.uuid } } });
      showToast('success', t`Success!`);
      navigate(paths.trialSuccess.href(edition));
    } catch (error) {
      setServerError(errorMessage(error, _));
      setValue('code', '');
      captcha.refresh();
    }
  };

  return (
    <SalesPage>
      <Intro>
        <Eyebrow><Trans>Free trial</Trans></Eyebrow>
        <h1>{name ? <Trans>Try {name} for 7 days</Trans> : <Trans>Apply for a free trial</Trans>}</h1>
        <p>
          <Trans>Tell us who you are and what you want to test. Our team reviews each request and mails you a 7-day trial license.</Trans>
        </p>
        <Notes>
          <li data-testid="coverage">
            <Trans>
              The trial includes the vulnerabilities updated before <strong>{coverage}</strong>.
            </Trans>
          </li>
          <li><Trans>One trial per email address and edition every 30 days.</Trans></li>
        </Notes>
      </Intro>
      <FormCard>
        {loading && <p role="status"><Trans>Loading…</Trans></p>}
        <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Trial application`}>
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <Pair>
            <TextField label={<Trans>First and last name</Trans>} autoComplete="name" maxLength={NAME_MAX} error={errors.name?.message} {...register('name')} />
            <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" maxLength={254} error={errors.email?.message} {...register('email')} />
          </Pair>
          <Pair>
            <DictionaryField control={control} list="country" label={<Trans>Country or region</Trans>} dictionaries={dictionaries} />
            <TextField label={<Trans>Company</Trans>} autoComplete="organization" maxLength={255} error={errors.company?.message} {...register('company')} />
          </Pair>
          <Pair>
            <DictionaryField control={control} list="position" label={<Trans>Job title</Trans>} dictionaries={dictionaries} />
            <DictionaryField control={control} list="use" label={<Trans>Purpose of use</Trans>} dictionaries={dictionaries} />
          </Pair>
          <CaptchaField captcha={captcha} error={errors.code?.message} {...register('code')} />
          <Button type="submit" $block disabled={formState.isSubmitting}>
            <Trans>Apply for the trial</Trans>
          </Button>
          <FinePrint>
            <Trans>We use these details only to handle your request.</Trans>
          </FinePrint>
        </form>
      </FormCard>
    </SalesPage>
  );
};

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { showToast } from '../../lib/toasts.ts';
import { Button, FormAlert, TextField } from '../../ui/Form.tsx';
import { DictionaryField } from '../../ui/DictionaryField.tsx';
import { chatSchema, COMMENT_MAX, USERS_MAX, usersOf, type ChatValues } from './chat-schema.ts';
import { ChatIntro } from './ChatIntro.tsx';
import { FinePrint, FormCard, Pair, SalesPage } from './layout.tsx';
import { MessageField } from './MessageField.tsx';
import { useSalesForm } from './useSalesForm.ts';
import { NAME_MAX } from '../../../../contract/limits.ts';

export const ContactSalesDocument = graphql(`
  mutation ContactSales($input: SalesContactInput!) {
    contactSales(input: $input)
  }
`);

/**
 * /chat/:edition — 'Talk to our sales team' (spec §5 'Sales contact form'): in Chinese the phone is a mainland
 * mobile number; email, number of users (1 by default) and message are optional.
 */
export const ChatPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  const _ = useTranslate();
  const navigate = useNavigate();
  const { edition, unknown, loading, name, dictionaries } = useSalesForm();
  const [serverError, setServerError] = useState('');
  const [contact] = useMutation(ContactSalesDocument, { context: { silent: true } });
  const schema = useMemo(() => chatSchema(_, locale), [_, locale]);
  const { register, control, handleSubmit, formState, watch } = useForm<ChatValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { name: '', mobile: '', email: '', country: '', position: '', use: '', company: '', quantity: '1', comment: '' },
  });
  const { errors } = formState;
  const written = watch('comment').length;
  usePageMeta(name ? t`Talk to our sales team about ${name}` : t`Talk to our sales team`, t`Ask the Tidewatch sales team for a demo or a quote; we contact you within 2 working days.`);

  if (unknown) return <Navigate to={paths.sale.href()} replace />;

  const onValid = async (values: ChatValues) => {
    setServerError('');
    try {
      const { quantity, email, comment, ...fields } = values;
      await contact({
        variables: { input: { ...fields, email: email || null, comment: comment || null, quantity: usersOf(quantity), licenseTypeId: String(edition) } },
      });
      showToast('success', t`Success!`);
      navigate(paths.chatSuccess.href(edition));
    } catch (error) {
      setServerError(errorMessage(error, _));
    }
  };

  return (
    <SalesPage>
      <ChatIntro name={name} />
      <FormCard>
        {loading && <p role="status"><Trans>Loading…</Trans></p>}
        <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Talk to our sales team`}>
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <Pair>
            <TextField label={<Trans>First and last name</Trans>} autoComplete="name" maxLength={NAME_MAX} error={errors.name?.message} {...register('name')} />
            <TextField label={<Trans>Phone</Trans>} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} error={errors.mobile?.message} {...register('mobile')} />
          </Pair>
          <Pair>
            <TextField label={<Trans>Email (optional)</Trans>} type="email" autoComplete="email" maxLength={254} error={errors.email?.message} {...register('email')} />
            <DictionaryField control={control} list="country" label={<Trans>Country or region</Trans>} dictionaries={dictionaries} />
          </Pair>
          <Pair>
            <DictionaryField control={control} list="position" label={<Trans>Job title</Trans>} dictionaries={dictionaries} />
            <DictionaryField control={control} list="use" label={<Trans>Purpose of use</Trans>} dictionaries={dictionaries} />
          </Pair>
          <Pair>
            <TextField label={<Trans>Company</Trans>} autoComplete="organization" maxLength={255} error={errors.company?.message} {...register('company')} />
            <TextField label={<Trans>Number of users (optional)</Trans>} inputMode="numeric" maxLength={String(USERS_MAX).length} error={errors.quantity?.message} {...register('quantity')} />
          </Pair>
          <MessageField
            label={<Trans>Message (optional)</Trans>}
            maxLength={COMMENT_MAX}
            hint={<Trans>{written} of {COMMENT_MAX} characters</Trans>}
            error={errors.comment?.message}
            {...register('comment')}
          />
          <Button type="submit" $block disabled={formState.isSubmitting}>
            <Trans>Send</Trans>
          </Button>
          <FinePrint>
            <Trans>We use these details only to answer you.</Trans>
          </FinePrint>
        </form>
      </FormCard>
    </SalesPage>
  );
};

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { AuthCard, AuthLinks, Notice } from '../../ui/AuthCard.tsx';
import { showToast } from '../../lib/toasts.ts';
import { Button, TextField } from '../../ui/Form.tsx';
import { PASSWORD_LENGTH } from '../../../../contract/limits.ts';
import { resetPasswordSchema, type ResetPasswordValues } from './password-rules.ts';
import { SignInCountdown } from './RedirectCountdown.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

const { min, max } = PASSWORD_LENGTH;

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** /password/reset?token=: a new password, then a success panel and sign-in after 3 s. A failure only sets a not-success state. */
export const PasswordResetPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Set a new password`, t`Choose a new password for your Tidewatch account.`);
  const _ = useTranslate();
  const [search] = useSearchParams();
  const [state, setState] = useState<'form' | 'done' | 'failed'>('form');
  const [reset] = useMutation(ResetPasswordDocument, { context: { silent: true } });
  const schema = useMemo(() => resetPasswordSchema(_), [_]);
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onValid = async (values: ResetPasswordValues) => {
    try {
      await reset({ variables: { input: { token: search.get('token') ?? '', ...values } } });
      showToast('success', t`Success`);
      setState('done');
    } catch {
      setState('failed');
    }
  };

  if (state === 'done')
    return (
      <AuthCard title={<Trans>Reset password</Trans>}>
        <Notice $tone="success">
          <p><Trans>Your password has been reset.</Trans></p>
        </Notice>
        <SignInCountdown />
      </AuthCard>
    );

  return (
    <AuthCard title={<Trans>Reset password</Trans>} subtitle={<Trans>Choose a new password: {min} to {max} characters with at least one letter and one digit.</Trans>}>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Reset password`} data-state={state === 'failed' ? 'failed' : undefined}>
        <TextField label={<Trans>New password</Trans>} type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
        <TextField
          label={<Trans>Confirm password</Trans>}
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          <Trans>Reset password</Trans>
        </Button>
      </form>
      <AuthLinks>
        <Link to={paths.passwordSend.href()}><Trans>Request a new link</Trans></Link>
        <Link to={paths.signIn.href()}><Trans>Back to sign in</Trans></Link>
      </AuthLinks>
    </AuthCard>
  );
};

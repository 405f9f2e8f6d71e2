import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { AuthCard, AuthLinks, Notice } from '../../ui/AuthCard.tsx';
import { Button, TextField } from '../../ui/Form.tsx';
import { passwordSendSchema, type PasswordSendValues } from './sign-up-schema.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($username: String!, $email: String!) {
    requestPasswordReset(username: $username, email: $email)
  }
`);

/** /password/send: username and email, then a 'sent' notice. A failure only sets a not-success state (spec §8). */
export const PasswordSendPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Forgot your password`, t`Get a link by mail to set a new password for your Tidewatch account.`);
  const _ = useTranslate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [request] = useMutation(RequestPasswordResetDocument, { context: { silent: true } });
  const schema = useMemo(() => passwordSendSchema(_), [_]);
  const { register, handleSubmit, formState } = useForm<PasswordSendValues>({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });

  const onValid = async (values: PasswordSendValues) => {
    setFailed(false);
    try {
      await request({ variables: { username: values.username.trim(), email: values.email.trim() } });
      setSentTo(values.email.trim());
    } catch {
      setFailed(true);
    }
  };

  return (
    <AuthCard title={<Trans>Forgot password</Trans>} subtitle={sentTo ? undefined : <Trans>Enter your username and email; we will mail you a link to set a new password.</Trans>}>
      {sentTo ? (
        <Notice $tone="success" role="status">
          <p>
            <Trans>
              A password reset mail has been sent to <strong>{sentTo}</strong>
            </Trans>
          </p>
          <p><Trans>Open the link in the mail to set a new password.</Trans></p>
        </Notice>
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Forgot password`} data-state={failed ? 'failed' : undefined}>
          <TextField label={<Trans>Username</Trans>} autoComplete="username" error={formState.errors.username?.message} {...register('username')} />
          <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" $block disabled={formState.isSubmitting}>
            <Trans>Send</Trans>
          </Button>
        </form>
      )}
      <AuthLinks>
        <Link to={paths.signIn.href()}><Trans>Back to sign in</Trans></Link>
        <Link to={paths.signUp.href()}><Trans>Sign up</Trans></Link>
      </AuthLinks>
    </AuthCard>
  );
};

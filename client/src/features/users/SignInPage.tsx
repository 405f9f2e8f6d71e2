import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/return-url.ts';
import { clearPreviousRoute, savePreviousRoute, saveSession } from '../../lib/session.ts';
import { AuthCard, AuthLinks, Notice } from '../../ui/AuthCard.tsx';
import { Button, FormAlert, TextField } from '../../ui/Form.tsx';
import { AgreementCheckbox, useShake } from '../../ui/AgreementCheckbox.tsx';
import { CaptchaField, useCaptcha } from '../../ui/Captcha.tsx';
import { startCrossLogin } from './cross-login.ts';
import { signInReason } from './sign-in-reason.ts';
import { toSessionUser } from './session-user.ts';
import { firstInOrder, signInOrder, signInSchema, type SignInValues } from './sign-in-schema.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      user {
        id
        username
        email
        status
      }
    }
  }
`);

/** /signIn: one message at a time in the spec's order; success goes to the return URL, else the profile. */
export const SignInPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Sign in`, t`Sign in to your Tidewatch account to manage your licenses and orders.`);
  const _ = useTranslate();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [search] = useSearchParams();
  const returnTo = safeRedirect(search.get(REDIRECT_PARAM));
  // kept in storage, so that a visitor who signs up first comes back here after the activation mail
  useEffect(() => {
    if (returnTo) savePreviousRoute(returnTo);
  }, [returnTo]);
  const captcha = useCaptcha();
  const { shaking, shake } = useShake();
  const [serverError, setServerError] = useState('');
  const [signIn] = useMutation(SignInDocument, { context: { silent: true } });
  const schema = useMemo(() => signInSchema(_), [_]);
  const { register, control, handleSubmit, setValue, formState } = useForm<SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', code: '', agreement: false },
  });
  const shown = firstInOrder(signInOrder, formState.errors);
  const messageOf = (field: keyof SignInValues) => (shown === field ? formState.errors[field]?.message : undefined);

  const onValid = async (values: SignInValues) => {
    setServerError('');
    try {
      const { data } = await signIn({ variables: { input: { username: values.username.trim(), password: values.password, code: values.code.trim(), uuid: captcha.uuid } } });
      if (!data) return;
      const { token, user } = data.signIn;
      await client.clearStore();
      saveSession(token, toSessionUser(user));
      startCrossLogin(toSessionUser(user));
      clearPreviousRoute();
      navigate(returnTo ?? paths.profile.href(), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error, _));
      setValue('code', '');
      captcha.refresh();
    }
  };
  const onInvalid = (errors: FieldErrors<SignInValues>) => {
    if (firstInOrder(signInOrder, errors) === 'agreement') shake();
  };

  return (
    <AuthCard title={<Trans>Sign in</Trans>} subtitle={<Trans>Welcome back. Sign in to manage your licenses and orders.</Trans>}>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label={t`Sign in`}>
        {signInReason(returnTo) === 'purchase' && (
          <Notice $tone="info" data-testid="sign-in-reason">
            <p><Trans>Please log in to purchase a license</Trans></p>
          </Notice>
        )}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <TextField label={<Trans>Username or email</Trans>} autoComplete="username" error={messageOf('username')} {...register('username')} />
        <TextField label={<Trans>Password</Trans>} type="password" autoComplete="current-password" error={messageOf('password')} {...register('password')} />
        <CaptchaField captcha={captcha} error={messageOf('code')} {...register('code')} />
        <Controller
          control={control}
          name="agreement"
          render={({ field }) => <AgreementCheckbox checked={field.value} onCheckedChange={field.onChange} shaking={shaking} error={messageOf('agreement')} />}
        />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <AuthLinks>
        <Link to={paths.passwordSend.href()}><Trans>Forgot password?</Trans></Link>
        <span>
          <Trans>No account yet?</Trans> <Link to={paths.signUp.href()}><Trans>Sign up</Trans></Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
};

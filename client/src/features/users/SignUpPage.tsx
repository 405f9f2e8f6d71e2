import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/toasts.ts';
import { getPreviousRoute, saveSignUp } from '../../lib/session.ts';
import { AuthCard, AuthLinks } from '../../ui/AuthCard.tsx';
import { Button, FormAlert, TextField } from '../../ui/Form.tsx';
import { agreementTitle } from '../../lib/agreement-title.ts';
import { AgreementCheckbox, useShake } from '../../ui/AgreementCheckbox.tsx';
import { CaptchaField, useCaptcha } from '../../ui/Captcha.tsx';
import { signUpSchema, type SignUpValues } from './sign-up-schema.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      id
    }
  }
`);

/** /signUp: on success the activation-mail page, which can resend to the stored address. */
export const SignUpPage = () => {
  const { t, i18n } = useLingui();
  usePageMeta(t`Sign up`, t`Create a Tidewatch account to buy an edition, generate licenses and publish extensions.`);
  const _ = useTranslate();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const { shaking, shake } = useShake();
  const [serverError, setServerError] = useState('');
  const [signUp] = useMutation(SignUpDocument, { context: { silent: true } });
  const schema = useMemo(() => signUpSchema(_), [_]);
  const { register, control, handleSubmit, setValue, formState } = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', code: '', agreement: false },
  });
  const { errors } = formState;

  const onValid = async (values: SignUpValues) => {
    setServerError('');
    try {
      const { data } = await signUp({
        variables: {
          input: {
            username: values.username.trim(),
            email: values.email.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            agreement: i18n._(agreementTitle),
            code: values.code.trim(),
            uuid: captcha.uuid,
          },
        },
      });
      if (!data) return;
      saveSignUp(values.email.trim(), data.signUp.id);
      showToast('success', t`Success`);
      navigate(paths.activateMail.href());
    } catch (error) {
      setServerError(errorMessage(error, _));
      setValue('code', '');
      captcha.refresh();
    }
  };
  const onInvalid = (invalid: FieldErrors<SignUpValues>) => {
    if (invalid.agreement) shake();
  };

  return (
    <AuthCard title={<Trans>Sign up</Trans>} subtitle={<Trans>Create an account to buy and manage licenses.</Trans>}>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label={t`Sign up`}>
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <TextField label={<Trans>Username</Trans>} autoComplete="username" error={errors.username?.message} {...register('username')} />
        <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label={<Trans>Password</Trans>} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <TextField
          label={<Trans>Confirm password</Trans>}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <CaptchaField captcha={captcha} error={errors.code?.message} {...register('code')} />
        <Controller
          control={control}
          name="agreement"
          render={({ field }) => <AgreementCheckbox checked={field.value} onCheckedChange={field.onChange} shaking={shaking} error={errors.agreement?.message} />}
        />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          <Trans>Sign up</Trans>
        </Button>
      </form>
      <AuthLinks>
        <span>
          <Trans>Already have an account?</Trans> <Link to={paths.signIn.href(getPreviousRoute() ?? undefined)}><Trans>Sign in</Trans></Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
};

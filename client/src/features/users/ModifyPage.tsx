import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { showToast } from '../../lib/toasts.ts';
import { AuthCard, AuthLinks } from '../../ui/AuthCard.tsx';
import { Button, TextField } from '../../ui/Form.tsx';
import { useSignInWhenNobody } from '../../lib/useSignInWhenNobody.ts';
import { changePasswordSchema, type ChangePasswordValues } from './password-rules.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const ModifyPageDocument = graphql(`
  query ModifyPage {
    me {
      id
      username
      email
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

const empty: ChangePasswordValues = { password: '', newPassword: '', confirmNewPassword: '' };

/** /modify: username and email read-only, and a password change. A refusal is toasted by the error link. */
export const ModifyPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Change password`, t`Change the password of your Tidewatch account.`);
  const _ = useTranslate();
  const { data } = useQuery(ModifyPageDocument);
  useSignInWhenNobody(data?.me);
  const [change] = useMutation(ChangePasswordDocument);
  const schema = useMemo(() => changePasswordSchema(_), [_]);
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordValues>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = formState;

  const onValid = async (values: ChangePasswordValues) => {
    try {
      await change({ variables: { input: values } });
      showToast('success', t`Success`);
      reset(empty);
    } catch {
      // the error link showed the server's message
    }
  };

  return (
    <AuthCard title={<Trans>Edit profile</Trans>} subtitle={<Trans>Change the password you sign in with.</Trans>}>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Edit profile`}>
        <TextField label={<Trans>Username</Trans>} readOnly value={data?.me?.username ?? ''} />
        <TextField label={<Trans>Email</Trans>} readOnly value={data?.me?.email ?? ''} />
        <TextField label={<Trans>Current password</Trans>} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <TextField label={<Trans>New password</Trans>} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField
          label={<Trans>Re-enter new password</Trans>}
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          <Trans>Submit</Trans>
        </Button>
      </form>
      <AuthLinks>
        <Link to={paths.profile.href()}><Trans>Back to profile</Trans></Link>
      </AuthLinks>
    </AuthCard>
  );
};

import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql/index.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { isStaffPath, saveStaffToken } from '../../../lib/staff-session.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { Button, FormAlert, TextField } from '../../../ui/Form.tsx';

export const StaffSignInDocument = graphql(`
  mutation StaffSignIn($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      token
      expiresAt
      member {
        id
        username
        role
        kind
      }
    }
  }
`);

/** Only a back-office address is a place to return to after a staff sign-in. */
const returnPath = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') && isStaffPath(value.split('?')[0]) ? value : paths.admin.href());

/** /admin/signIn: username, password and the authenticator's code (or a recovery code) give an 8-hour staff session. */
export const StaffSignInPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Back-office sign-in`, t`Staff sign in to the back office with a password and a second factor.`);
  const _ = useTranslate();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [search] = useSearchParams();
  const [values, setValues] = useState({ username: '', password: '', code: '' });
  const [error, setError] = useState('');
  const [signIn, { loading }] = useMutation(StaffSignInDocument, { context: { silent: true } });
  const field = (name: keyof typeof values) => ({ name, value: values[name], onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!values.username.trim() || !values.password || !values.code.trim()) {
      setError(t`Enter your username, password and a code.`);
      return;
    }
    try {
      const { data } = await signIn({ variables: { input: { username: values.username.trim(), password: values.password, code: values.code.trim() } } });
      if (!data) return;
      saveStaffToken(data.staffSignIn.token);
      await client.clearStore();
      navigate(returnPath(search.get('redirect')), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, _));
      setValues((v) => ({ ...v, code: '' }));
    }
  };

  return (
    <AuthCard title={<Trans>Back-office sign-in</Trans>} subtitle={<Trans>For staff: your password and the 6-digit code of your authenticator app.</Trans>}>
      <form noValidate onSubmit={submit} aria-label={t`Back-office sign-in`}>
        {error && <FormAlert>{error}</FormAlert>}
        <TextField label={<Trans>Username</Trans>} autoComplete="username" {...field('username')} />
        <TextField label={<Trans>Password</Trans>} type="password" autoComplete="current-password" {...field('password')} />
        <TextField label={<Trans>Code or recovery code</Trans>} autoComplete="one-time-code" inputMode="text" {...field('code')} />
        <Button type="submit" $block disabled={loading}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
    </AuthCard>
  );
};

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql/index.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { Button, FormAlert, TextField } from '../../../ui/Form.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

export const StartStaffEnrolmentDocument = graphql(`
  mutation StartStaffEnrolment($token: String!) {
    startStaffEnrolment(token: $token) {
      username
      secret
      otpauthUri
    }
  }
`);

export const FinishStaffEnrolmentDocument = graphql(`
  mutation FinishStaffEnrolment($input: FinishStaffEnrolmentInput!) {
    finishStaffEnrolment(input: $input) {
      username
      recoveryCodes
    }
  }
`);

const Secret = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Qr = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/**
 * /admin/enrol?token=…: a new member sets their password and adds the second factor to an authenticator app (QR code,
 * or the secret typed), confirms it with a current code, and is shown their recovery codes once.
 */
export const StaffEnrolPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Back-office enrolment`, t`Set up your back-office account: a password and an authenticator app.`);
  const _ = useTranslate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [start, started] = useMutation(StartStaffEnrolmentDocument, { context: { silent: true } });
  const [finish, finished] = useMutation(FinishStaffEnrolmentDocument, { context: { silent: true } });
  const [values, setValues] = useState({ password: '', confirmPassword: '', code: '' });
  const [error, setError] = useState('');
  // each opening makes a new secret: ask once, not again on a second render
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    start({ variables: { token } }).catch(() => undefined);
  }, [start, token]);
  const field = (name: keyof typeof values) => ({ name, value: values[name], onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await finish({ variables: { input: { token, ...values, code: values.code.trim() } } });
    } catch (failure) {
      setError(errorMessage(failure, _));
    }
  };

  const done = finished.data?.finishStaffEnrolment;
  if (done) {
    return (
      <AuthCard title={<Trans>You are enrolled</Trans>}>
        <RecoveryCodes username={done.username} codes={done.recoveryCodes} />
      </AuthCard>
    );
  }
  const enrolment = started.data?.startStaffEnrolment;
  const linkProblem = !token ? t`This page needs the enrolment link you were given.` : started.error ? errorMessage(started.error, _) : '';
  return (
    <AuthCard title={<Trans>Set up your back-office account</Trans>} subtitle={enrolment ? <Trans>Member: {enrolment.username}</Trans> : undefined}>
      {linkProblem && <FormAlert>{linkProblem}</FormAlert>}
      {enrolment && (
        <form noValidate onSubmit={submit} aria-label={t`Back-office enrolment`}>
          {error && <FormAlert>{error}</FormAlert>}
          <p>
            <Trans>Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the secret below.</Trans>
          </p>
          <Qr>
            <QRCodeSVG value={enrolment.otpauthUri} size={192} marginSize={2} role="img" aria-label={t`QR code of your authenticator secret`} />
          </Qr>
          <Trans>Secret</Trans>
          <Secret data-testid="totp-secret">{enrolment.secret}</Secret>
          <TextField label={<Trans>New password</Trans>} type="password" autoComplete="new-password" {...field('password')} />
          <TextField label={<Trans>Confirm the password</Trans>} type="password" autoComplete="new-password" {...field('confirmPassword')} />
          <TextField label={<Trans>Code from the authenticator</Trans>} autoComplete="one-time-code" inputMode="numeric" {...field('code')} />
          <Button type="submit" $block disabled={finished.loading}>
            <Trans>Finish enrolment</Trans>
          </Button>
        </form>
      )}
    </AuthCard>
  );
};

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { getPreviousRoute, getSignUp } from '../../lib/session.ts';
import { showToast } from '../../lib/toasts.ts';
import { AuthCard, AuthLinks, Notice } from '../../ui/AuthCard.tsx';
import { TextButton } from '../../ui/Form.tsx';
import { inboxUrl } from './inbox-url.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const ResendActivationMailDocument = graphql(`
  mutation ResendActivationMail($userId: ID!) {
    resendActivationMail(userId: $userId)
  }
`);

/** /activate/mail: the mail went to the address given at sign-up; Inbox and Resend. */
export const ActivateMailPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Activate your account`, t`Open the activation link we mailed you, or have it sent again.`);
  const [{ email, id }] = useState(getSignUp);
  // the provider's webmail when known; otherwise no link (a mailto: would write to the user's own address)
  const inbox = inboxUrl(email);
  // Failures are toasted by the error link with the server's message.
  const [resend, { loading }] = useMutation(ResendActivationMailDocument);
  const onResend = async () => {
    try {
      await resend({ variables: { userId: id } });
      showToast('success', t`Success`);
    } catch {
      // already shown
    }
  };
  return (
    <AuthCard title={<Trans>Verify your email</Trans>}>
      <Notice $tone="info">
        <p>
          {email ? (
            <Trans>
              A verification mail has been sent to <strong>{email}</strong>
            </Trans>
          ) : (
            <Trans>A verification mail has been sent to your email address</Trans>
          )}
        </p>
        <p><Trans>Open the link in the mail to activate your account. The mail may take a few minutes to arrive; check the spam folder too.</Trans></p>
      </Notice>
      <AuthLinks>
        {inbox && (
          <a href={inbox} target="_blank" rel="noreferrer"><Trans>Inbox</Trans></a>
        )}
        <span>
          <Trans>Didn't receive it?</Trans>{' '}
          <TextButton type="button" onClick={onResend} disabled={!id || loading}>
            <Trans>Resend</Trans>
          </TextButton>
        </span>
      </AuthLinks>
      <AuthLinks>
        <Link to={paths.signIn.href(getPreviousRoute() ?? undefined)}><Trans>Back to sign in</Trans></Link>
      </AuthLinks>
    </AuthCard>
  );
};

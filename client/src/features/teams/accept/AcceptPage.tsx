import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { clearPreviousRoute, savePreviousRoute, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toasts.ts';
import { AuthCard, AuthLinks, Notice } from '../../../ui/AuthCard.tsx';
import { Button, FormAlert } from '../../../ui/Form.tsx';
import { AcceptInvitationDocument } from './accept-documents.ts';

/** Signed in: one button joins the team, then the team page; a used, withdrawn or expired link says so (the server's words). */
const Accept = ({ token }: { token: string }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const [accept, { loading }] = useMutation(AcceptInvitationDocument, { context: { silent: true }, refetchQueries: ['Teams'] });
  const { user } = useSession();
  const name = user?.username ?? '';
  const join = async () => {
    setProblem('');
    try {
      const { data } = await accept({ variables: { token } });
      clearPreviousRoute();
      const team = data?.acceptInvitation.name ?? '';
      showToast('success', t`You joined ${team}`);
      navigate(paths.teams.href(), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <>
      <p><Trans>You are signed in as {name}. Accept to join the team with this account; its owner then gives you a seat.</Trans></p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="button" $block disabled={loading || !token} onClick={() => void join()}>
        <Trans>Accept the invitation</Trans>
      </Button>
    </>
  );
};

/**
 * /center/team/accept?token=…: the invitation mail's link. Not signed in, it offers sign in or sign up, both coming back
 * here with the token (kept as the previous route, so sign-up → activation → sign-in lands here too).
 */
export const AcceptPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Team invitation`, t`Join the team you were invited to.`);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { token: session } = useSession();
  const here = paths.teamAccept.href(token);
  useEffect(() => {
    if (!session && token) savePreviousRoute(here);
  }, [session, token, here]);
  return (
    <AuthCard title={<Trans>Team invitation</Trans>} subtitle={<Trans>You were invited to join a team on Tidewatch.</Trans>}>
      {!token && <FormAlert><Trans>The invitation link is incomplete</Trans></FormAlert>}
      {session ? (
        <Accept token={token} />
      ) : (
        <>
          <Notice $tone="info">
            <p><Trans>Sign in to accept the invitation. No account yet? Sign up with any e-mail address, activate it, then sign in: you come back here.</Trans></p>
          </Notice>
          <AuthLinks>
            <Link to={paths.signIn.href(here)}><Trans>Sign in</Trans></Link>
            <Link to={paths.signUp.href()}><Trans>Sign up</Trans></Link>
          </AuthLinks>
        </>
      )}
    </AuthCard>
  );
};

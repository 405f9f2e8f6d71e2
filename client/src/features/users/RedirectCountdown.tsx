import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { getPreviousRoute } from '../../lib/session.ts';
import { useCountdown } from '../../lib/useCountdown.ts';

/** How long a success panel waits before going to sign-in (spec §9). */
export const SIGN_IN_REDIRECT_SECONDS = 3;

/** 'Going to sign in in 3 s', counting down, then sign-in (which then goes where the visitor was going). */
export const SignInCountdown = () => {
  const navigate = useNavigate();
  const [signIn] = useState(() => paths.signIn.href(getPreviousRoute() ?? undefined));
  const left = useCountdown(SIGN_IN_REDIRECT_SECONDS, true, () => navigate(signIn, { replace: true }));
  return (
    <p role="status">
      <Trans>
        Going to sign in in {left} s. <Link to={signIn}>Sign in now</Link>
      </Trans>
    </p>
  );
};

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from './paths.ts';
import { clearSession } from './session.ts';

/**
 * `me` answers null when the stored token is no longer accepted: like a 401, the session is cleared
 * and the user goes to sign-in with this page as the return URL. `me` is undefined while loading.
 */
export const useSignInWhenNobody = (me: unknown) => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (me !== null) return;
    clearSession();
    navigate(paths.signIn.href(pathname + search), { replace: true });
  }, [me, navigate, pathname, search]);
};

import { useNavigate } from 'react-router-dom';
import { signOut } from '../../features/users/sign-out.ts';
import { paths } from '../../lib/paths.ts';

/** Signing out ends the session on the server, forgets it and every cached answer here, then goes home. */
export const useSignOut = () => {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(paths.home.href());
  };
};

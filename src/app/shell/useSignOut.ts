// Signing out from the chrome: the client layer clears the browser's session (tokens, login type, user data,
// sessionStorage) and posts the empty-body logout that revokes the server's session and its cookie; then the
// swr cache is emptied, so nothing of this account shows to the next one, and the sign-in page opens.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { signOut } from '../../api/auth';
import { paths } from '../routeNames';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await signOut();
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(paths.login, { replace: true });
  }, [navigate, mutate]);
}

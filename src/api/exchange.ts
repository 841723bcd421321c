// The refresh-token exchange (SPEC §7: refresh posts refreshToken): POST /auth/refresh with the stored refresh
// token, then the new pair is stored. Only renewal.ts calls it, which runs one exchange at a time.
import type { AuthClient } from './client';
import { unwrapPlain } from './adapters';
import { isCancelled } from './cancelled';
import { getRefreshToken, saveTokens } from './session';

/** False when there is no refresh token to exchange; rejects when the server refuses it or cannot be reached. */
export async function exchangeRefreshToken(auth: AuthClient): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const tokens = unwrapPlain(await auth.POST('/refresh', { body: { refreshToken } }));
  // Replaced by an identical exchange, which stores the pair.
  if (isCancelled(tokens)) return true;
  saveTokens(tokens);
  return true;
}

import { tokenResponseSchema } from '#contract/auth';
import { tokenEndpoint } from '@/lib/http';
import { sessionFromToken, setSession } from '@/lib/session';

/** The OAuth2 password grant of spec section 7; the token becomes the session. */
export async function login(email: string, password: string): Promise<void> {
  const answer = await tokenEndpoint({ grant_type: 'password', username: email, password }, tokenResponseSchema);
  setSession(sessionFromToken(answer.access_token, answer.expires_in));
}

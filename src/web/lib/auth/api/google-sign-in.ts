import { AuthResponse } from '../../../../contract/auth';
import { apiRequest } from '../../api-client';

/** Exchanges a Google ID token (the Identity Services credential) for an Inkwell session. */
export async function googleSignIn(idToken: string): Promise<AuthResponse> {
  return AuthResponse.parse(await apiRequest('/auth/google', { method: 'POST', body: { id_token: idToken } }));
}

import { AuthResponse } from '../../../../contract/auth';
import { api } from '../../api/client';

/** Exchanges a Google ID token (the Identity Services credential) for an Inkwell session. */
export async function googleSignIn(idToken: string): Promise<AuthResponse> {
  const { data } = await api.POST('/auth/google', { body: { id_token: idToken } });
  return AuthResponse.parse(data);
}

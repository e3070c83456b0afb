import { AuthResponse, type SignupRequest } from '../../../../contract/auth';
import { api } from '../../api/client';

export async function signup(body: SignupRequest): Promise<AuthResponse> {
  const { data } = await api.POST('/auth/signup', { body });
  return AuthResponse.parse(data);
}

import { AuthResponse, type SignupRequest } from '../../../../contract/auth';
import { apiRequest } from '../../api-client';

export async function signup(body: SignupRequest): Promise<AuthResponse> {
  return AuthResponse.parse(await apiRequest('/auth/signup', { method: 'POST', body }));
}

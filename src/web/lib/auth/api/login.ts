import { AuthResponse, type LoginRequest } from '../../../../contract/auth';
import { apiRequest } from '../../api-client';

export async function login(body: LoginRequest): Promise<AuthResponse> {
  return AuthResponse.parse(await apiRequest('/auth/login', { method: 'POST', body }));
}

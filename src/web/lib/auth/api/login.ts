import { AuthResponse, type LoginRequest } from '../../../../contract/auth';
import { api } from '../../api/client';

export async function login(body: LoginRequest): Promise<AuthResponse> {
  const { data } = await api.POST('/auth/login', { body });
  return AuthResponse.parse(data);
}

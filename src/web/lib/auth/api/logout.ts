import { apiRequest } from '../../api-client';

export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST' });
}

import { User } from '../../../../contract/auth';
import { apiRequest } from '../../api-client';

export async function getMe(): Promise<User> {
  return User.parse(await apiRequest('/auth/me'));
}

import { User } from '../../../../contract/auth';
import { api } from '../../api/client';

export async function getMe(): Promise<User> {
  const { data } = await api.GET('/auth/me');
  return User.parse(data);
}

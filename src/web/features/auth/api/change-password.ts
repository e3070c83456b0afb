import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../contract/auth';
import { SuccessResponse } from '../../../../contract/errors';
import { api } from '../../../lib/api/client';

export async function changePassword(body: ChangePasswordRequest): Promise<SuccessResponse> {
  const { data } = await api.POST('/auth/change-password', { body });
  return SuccessResponse.parse(data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

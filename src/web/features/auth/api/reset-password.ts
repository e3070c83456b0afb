import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../../contract/auth';
import { SuccessResponse } from '../../../../contract/errors';
import { api } from '../../../lib/api/client';

export async function resetPassword(body: ResetPasswordRequest): Promise<SuccessResponse> {
  const { data } = await api.POST('/auth/reset-password', { body });
  return SuccessResponse.parse(data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

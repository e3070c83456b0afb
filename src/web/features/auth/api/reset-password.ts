import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../../contract/auth';
import { SuccessResponse } from '../../../../contract/errors';
import { apiRequest } from '../../../lib/api-client';

export async function resetPassword(body: ResetPasswordRequest): Promise<SuccessResponse> {
  return SuccessResponse.parse(await apiRequest('/auth/reset-password', { method: 'POST', body }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

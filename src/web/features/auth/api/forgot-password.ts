import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '../../../../contract/auth';
import { SuccessResponse } from '../../../../contract/errors';
import { apiRequest } from '../../../lib/api-client';

export async function forgotPassword(body: ForgotPasswordRequest): Promise<SuccessResponse> {
  return SuccessResponse.parse(await apiRequest('/auth/forgot-password', { method: 'POST', body }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

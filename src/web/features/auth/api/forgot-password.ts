import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '../../../../contract/auth';
import { SuccessResponse } from '../../../../contract/errors';
import { api } from '../../../lib/api/client';

export async function forgotPassword(body: ForgotPasswordRequest): Promise<SuccessResponse> {
  const { data } = await api.POST('/auth/forgot-password', { body });
  return SuccessResponse.parse(data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

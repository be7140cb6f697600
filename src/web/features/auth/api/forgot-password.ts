import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../shared/api/auth';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password {email} -> {message} (the same answer whether or not the account exists). */
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/forgot-password', body, { redirectOn401: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

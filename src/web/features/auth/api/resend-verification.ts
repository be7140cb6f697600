import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';

/** POST /api/auth/resend-verification (no body); the ok status decides the message. */
export function resendVerification(): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

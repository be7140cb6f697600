import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import type { FeedbackBody } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';

export type FeedbackValue = FeedbackBody['feedback'];

/** POST /api/recipes/feedback {recipeTitle, cuisine, ingredients, feedback} -> 201 {message}. Verified users only. */
export function sendRecipeFeedback(body: FeedbackBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/recipes/feedback', body);
}

// Feedback only steers future generations on the server; no cached query shows it.
export function useRecipeFeedback() {
  return useMutation({ mutationFn: sendRecipeFeedback });
}

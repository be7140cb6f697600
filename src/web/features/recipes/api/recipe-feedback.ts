import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import type { FeedbackBody, FeedbackState } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';

export type FeedbackValue = FeedbackBody['feedback'];

/** POST /api/recipes/feedback {recipeTitle, cuisine, ingredients, feedback} -> 201 {message}. Verified users only. */
export function sendRecipeFeedback(body: FeedbackBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/recipes/feedback', body);
}

/** DELETE /api/recipes/feedback?recipeTitle=…: a second tap undoes the like or dislike. */
export function clearRecipeFeedback(recipeTitle: string): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/recipes/feedback?recipeTitle=${encodeURIComponent(recipeTitle)}`);
}

/** GET /api/recipes/feedback: the cook's likes and dislikes, one per title. */
export function getRecipeFeedback(): Promise<FeedbackState[]> {
  return api.get<FeedbackState[]>('/api/recipes/feedback');
}

export const feedbackKey = ['recipes', 'feedback'] as const;

export const feedbackQueryOptions = () =>
  queryOptions({
    queryKey: feedbackKey,
    queryFn: getRecipeFeedback,
    select: (list) => new Map(list.map((f) => [f.recipeTitle, f.feedback])),
  });

/** What the cook said about each recipe title (signed-in cooks only; visitors read nothing). */
export function useFeedbackByTitle(enabled: boolean) {
  return useQuery({ ...feedbackQueryOptions(), enabled });
}

export type FeedbackChange = { body: FeedbackBody; undo: boolean };

/** Sets or (undo) clears one recipe's feedback, and keeps the cached list in step. */
export function useRecipeFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, undo }: FeedbackChange) =>
      undo ? clearRecipeFeedback(body.recipeTitle) : sendRecipeFeedback(body),
    onSuccess: (_data, { body, undo }) => {
      queryClient.setQueryData<FeedbackState[]>(feedbackKey, (old = []) => {
        const rest = old.filter((f) => f.recipeTitle !== body.recipeTitle);
        return undo ? rest : [{ recipeTitle: body.recipeTitle, feedback: body.feedback }, ...rest];
      });
    },
  });
}

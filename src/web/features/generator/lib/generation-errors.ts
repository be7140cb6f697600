import { getErrorMessage, isNetworkError } from '../../../lib/api-client';

// Spec section 8: generation errors are told apart by their message.
export const PANTRY_EMPTY_MESSAGE =
  'Your pantry appears to be empty. Add some ingredients to your pantry first, then try generating recipes again.';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Recipe generation service is temporarily unavailable. Please try again in a moment. If the problem persists, contact support.';
export const CONNECTION_MESSAGE = 'Connection problem detected. Check your internet connection and try again.';
export const INVALID_DATA_MESSAGE = 'Invalid recipe data received';

export type GenerationErrorKind = 'pantry' | 'service' | 'connection' | 'other';

export type GenerationError = {
  kind: GenerationErrorKind;
  title: string;
  message: string;
};

/**
 * Maps what a generation threw to the panel the cook sees. The raw message (`${status}: ${body}` for
 * ApiError) decides the kind; the text shown is the spec's, or the server's human message.
 */
export function describeGenerationError(error: unknown): GenerationError {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (raw.includes('No pantry ingredients')) {
    return { kind: 'pantry', title: 'Pantry Setup Needed', message: PANTRY_EMPTY_MESSAGE };
  }
  if (raw.includes('OpenAI') || raw.includes('API')) {
    return { kind: 'service', title: 'Error Generating Recipes', message: SERVICE_UNAVAILABLE_MESSAGE };
  }
  if (isNetworkError(error) || /network|fetch/i.test(raw)) {
    return { kind: 'connection', title: 'Connection Issue', message: CONNECTION_MESSAGE };
  }
  return {
    kind: 'other',
    title: 'Error Generating Recipes',
    message: getErrorMessage(error, raw || 'Something went wrong while generating recipes. Please try again.'),
  };
}

import { asErrorCode, type ErrorCode } from '../../../../shared/api/error-codes';
import { errorCodeOf, getErrorMessage, isNetworkError } from '../../../lib/api-client';

// Spec section 8: the panels and their texts. Which panel shows is decided by the error's code
// (`shared/api/error-codes.ts`), never by the words of a message.
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
 * Codes that mean the recipe service (a model, or the database behind it) could not answer. A plain
 * server error (INTERNAL) keeps the server's own message, as the spec's 'otherwise' case says.
 */
const SERVICE_CODES: ReadonlySet<ErrorCode> = new Set([
  'RECIPE_API_UNAVAILABLE',
  'RECIPE_API_BAD_RESPONSE',
  'UNAVAILABLE',
]);

/** The code an error carries: an API answer's, or a stream error line's (`{type:'error', code}`). */
function codeOf(error: unknown): ErrorCode | undefined {
  return errorCodeOf(error) ?? (error instanceof Error ? asErrorCode((error as { code?: unknown }).code) : undefined);
}

/**
 * Maps what a generation threw to the panel the cook sees: the code decides the kind; the text
 * shown is the spec's, or the server's human message.
 */
export function describeGenerationError(error: unknown): GenerationError {
  const code = codeOf(error);
  if (code === 'CHEF_INPUT') {
    return { kind: 'pantry', title: 'Pantry Setup Needed', message: PANTRY_EMPTY_MESSAGE };
  }
  // A stream that failed after its first recipe without a code is the service failing mid-way.
  const midStream = error instanceof Error && error.name === 'GenerationStreamError' && code === undefined;
  if ((code !== undefined && SERVICE_CODES.has(code)) || midStream) {
    return { kind: 'service', title: 'Error Generating Recipes', message: SERVICE_UNAVAILABLE_MESSAGE };
  }
  // fetch() rejects with a TypeError when the request never got an answer.
  if (isNetworkError(error) || error instanceof TypeError) {
    return { kind: 'connection', title: 'Connection Issue', message: CONNECTION_MESSAGE };
  }
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return {
    kind: 'other',
    title: 'Error Generating Recipes',
    message: getErrorMessage(error, raw || 'Something went wrong while generating recipes. Please try again.'),
  };
}

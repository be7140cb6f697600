import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../../shared/api/error-codes';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { GenerationStreamError, InvalidRecipeDataError } from '../../recipes';
import {
  CONNECTION_MESSAGE,
  describeGenerationError,
  PANTRY_EMPTY_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './generation-errors';

const apiError = (status: number, message: string, code: ErrorCode | 'NOT_A_CODE') => {
  const text = JSON.stringify({ message, code });
  return new ApiError(`${status}: ${text}`, status, { message, code });
};

describe('generation error mapping (spec section 8), by code', () => {
  it("maps CHEF_INPUT (no pantry) to 'Pantry Setup Needed'", () => {
    expect(describeGenerationError(apiError(400, 'No pantry ingredients found.', 'CHEF_INPUT'))).toEqual({
      kind: 'pantry',
      title: 'Pantry Setup Needed',
      message: PANTRY_EMPTY_MESSAGE,
    });
    expect(PANTRY_EMPTY_MESSAGE).toBe(
      'Your pantry appears to be empty. Add some ingredients to your pantry first, then try generating recipes again.',
    );
  });

  it('decides by the code, not by words in the message', () => {
    // A message that mentions the pantry or an API, under another code, is only shown.
    expect(describeGenerationError(apiError(400, 'No pantry ingredients? API says', 'VALIDATION_ERROR')).kind).toBe(
      'other',
    );
    expect(describeGenerationError(new Error('OpenAI timeout')).kind).toBe('other');
    // An unknown code (another server version) is no code at all.
    expect(describeGenerationError(apiError(400, 'Odd', 'NOT_A_CODE')).kind).toBe('other');
  });

  it('maps the recipe service failing (and a stream that broke mid-way) to the service message', () => {
    for (const error of [
      apiError(503, 'The recipe API is not responding.', 'RECIPE_API_UNAVAILABLE'),
      apiError(502, 'The model answered badly.', 'RECIPE_API_BAD_RESPONSE'),
      new GenerationStreamError('Recipe API failed while generating. Please try again.'),
    ]) {
      expect(describeGenerationError(error)).toEqual({
        kind: 'service',
        title: 'Error Generating Recipes',
        message: SERVICE_UNAVAILABLE_MESSAGE,
      });
    }
    // A plain server error keeps the server's own words (the spec's 'otherwise').
    expect(
      describeGenerationError(apiError(500, 'Something went wrong on our side. Please try again.', 'INTERNAL')),
    ).toEqual({
      kind: 'other',
      title: 'Error Generating Recipes',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe(
      'Recipe generation service is temporarily unavailable. Please try again in a moment. If the problem persists, contact support.',
    );
  });

  it("maps a request that got no answer to 'Connection Issue'", () => {
    for (const error of [new TypeError('Failed to fetch'), new NetworkError(new Error('offline'))]) {
      expect(describeGenerationError(error)).toEqual({
        kind: 'connection',
        title: 'Connection Issue',
        message: CONNECTION_MESSAGE,
      });
    }
    expect(CONNECTION_MESSAGE).toBe('Connection problem detected. Check your internet connection and try again.');
  });

  it("otherwise titles it 'Error Generating Recipes' with the server's human message", () => {
    expect(
      describeGenerationError(
        apiError(429, 'Too many recipe requests. Please try again in 12 seconds.', 'RATE_LIMITED'),
      ),
    ).toEqual({
      kind: 'other',
      title: 'Error Generating Recipes',
      message: 'Too many recipe requests. Please try again in 12 seconds.',
    });
    expect(describeGenerationError(new InvalidRecipeDataError())).toEqual({
      kind: 'other',
      title: 'Error Generating Recipes',
      message: 'Invalid recipe data received',
    });
  });
});

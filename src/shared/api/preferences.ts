import { z } from 'zod';
import { TEMPERATURE_SCALES, UNIT_SYSTEMS } from '../kitchen/measurements';

/** GET/PUT /api/account/preferences (issue 29): how the cook reads amounts and temperatures. */
export const measurementPreferences = z.strictObject({
  unitSystem: z.enum(UNIT_SYSTEMS, 'unitSystem must be "metric" or "us"'),
  temperature: z.enum(TEMPERATURE_SCALES, 'temperature must be "C" or "F"'),
});
export type MeasurementPreferences = z.infer<typeof measurementPreferences>;

/** What GET answers: both null while the cook has not chosen (recipes read as written). */
export const storedMeasurementPreferences = z.object({
  unitSystem: z.enum(UNIT_SYSTEMS).nullable(),
  temperature: z.enum(TEMPERATURE_SCALES).nullable(),
});
export type StoredMeasurementPreferences = z.infer<typeof storedMeasurementPreferences>;

/**
 * The browser's language tag sent at sign-up ('en-US'); it only picks the defaults above. A BCP 47
 * shape of letters, digits and hyphens, at most 35 characters.
 */
export const signUpLocale = z
  .string()
  .trim()
  .max(35, 'locale must be at most 35 characters')
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,5}$/, 'locale must be a language tag such as en-US');

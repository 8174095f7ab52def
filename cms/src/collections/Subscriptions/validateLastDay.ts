import type { DateFieldValidation } from 'payload';
import { date as validateDate } from 'payload/shared';
import { adminTranslator } from '../../utilities/adminTranslator';
import { utcDay } from './days';

/**
 * Payload's date rule (required, a valid date), then: the last day may be the first day (a
 * one-day subscription) but not before it, said in the admin's language.
 */
export const validateLastDay: DateFieldValidation = async (value, options) => {
  const base = validateDate(value, options);
  if (base !== true || !value) return base;
  const startsAt = (options.siblingData as { startsAt?: unknown }).startsAt;
  if (!(startsAt instanceof Date) && typeof startsAt !== 'string') return true;
  if (Number.isNaN(new Date(startsAt).getTime())) return true;
  if (utcDay(value) >= utcDay(startsAt)) return true;
  return (await adminTranslator(options.req))('admin.subscription.endBeforeStart');
};

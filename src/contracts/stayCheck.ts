import { dateProblem } from '../domain/input';
import { daysBetween } from '../domain/dates';

interface StayTexts {
  checkOutAfterCheckIn: string;
  stayTooLong: string;
}
type StayCheckContext = { value: { check_in?: unknown; check_out?: unknown }; issues: unknown[] };

/**
 * A query's or body's stay: check_out after check_in and at most `maxNights` nights, blamed on
 * check_out. Compared only when both are dates; a bad date has its own message.
 */
export const stayCheck =
  (maxNights: number, texts: StayTexts) =>
  (c: StayCheckContext): void => {
    const { check_in: from, check_out: to } = c.value;
    if (typeof from !== 'string' || typeof to !== 'string' || dateProblem(from) || dateProblem(to)) return;
    const message =
      to <= from ? texts.checkOutAfterCheckIn : daysBetween(from, to) > maxNights ? texts.stayTooLong : null;
    if (message) c.issues.push({ code: 'custom', message, path: ['check_out'], input: c.value });
  };

// Stockholm wall-clock times on day numbers, fast enough for a hundred thousand bookings.
import { fromDayNumber, stockholmDateTime, toDayNumber } from '../../src/domain/dates';

export const DAY = 86_400_000;
const MIN = 60_000;

export class Clock {
  private readonly offsets = new Map<number, number>();
  readonly today: number;
  /** Minutes after midnight (Stockholm) of `now`. */
  readonly nowMinute: number;

  constructor(
    todayIso: string,
    readonly now: Date,
  ) {
    this.today = toDayNumber(todayIso);
    this.nowMinute = Math.floor((now.getTime() - this.at(this.today, 0).getTime()) / MIN);
  }

  /** Offset of Stockholm from UTC in ms on that day (read at noon: our times avoid the 02–03 DST hour). */
  private offset(day: number): number {
    let o = this.offsets.get(day);
    if (o === undefined) {
      o = day * DAY + 12 * 3_600_000 - stockholmDateTime(fromDayNumber(day), '12:00').getTime();
      this.offsets.set(day, o);
    }
    return o;
  }

  /** The instant Stockholm clocks show `minute` minutes after midnight on `day`. */
  at(day: number, minute: number): Date {
    return new Date(day * DAY + minute * MIN - this.offset(day));
  }

  /** Shifts an instant by whole minutes. */
  plus(d: Date, minutes: number): Date {
    return new Date(d.getTime() + minutes * MIN);
  }

  iso(day: number): string {
    return fromDayNumber(day);
  }

  isPast(d: Date): boolean {
    return d.getTime() <= this.now.getTime();
  }
}

export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

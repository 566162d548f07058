import { addDays, weekday, type IsoDate } from '../src/domain/dates';

/**
 * The booking form's benches ask for a week in the coming summer: the first Monday of July (peak season on
 * the demo's rate cards, its fullest weeks) of this year if it is at least a week ahead, else of next year,
 * 7 nights. The large tenant is seeded around today, so a week ahead of a winter's day is an empty site;
 * in July most pitches have stays, and availability must judge every one of them, prices see peak rates.
 */
export function comingSummerWeek(today: IsoDate): { checkIn: IsoDate; checkOut: IsoDate; nights: number } {
  const firstMonday = (year: number) => {
    let d = `${year}-07-01`;
    while (weekday(d) !== 1) d = addDays(d, 1);
    return d;
  };
  const year = Number(today.slice(0, 4));
  const thisYear = firstMonday(year);
  const checkIn = thisYear >= addDays(today, 7) ? thisYear : firstMonday(year + 1);
  return { checkIn, checkOut: addDays(checkIn, 7), nights: 7 };
}

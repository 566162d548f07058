/**
 * The rebooking levels' names and texts (bookings.md "Rebooking levels"): apart from the rule itself
 * (rebooking.ts), which needs the price rule and its rate card schema, so the booking form's info
 * popover can show them without loading either.
 */
export const REBOOKING_LEVELS = ['free', 'limited', 'restrictive', 'keep'] as const;
export type RebookingLevel = (typeof REBOOKING_LEVELS)[number];

export const REBOOKING_TITLES: Record<RebookingLevel, string> = {
  free: 'Fri ombokning',
  limited: 'Begränsad ombokning',
  restrictive: 'Restriktiv ombokning',
  keep: 'Behåll nuvarande avgifter',
};

/** One line per level, for the info popover beside 'Nytt pris'. */
export const REBOOKING_DESCRIPTIONS: Record<RebookingLevel, string> = {
  free: 'Det nya priset gäller, även om det blir lägre.',
  limited: 'Det nya priset gäller, men slutpriset blir aldrig lägre än det ursprungliga.',
  restrictive:
    'Inget dygn blir billigare än förut. Borttagna nätter återbetalas inte, tillagda nätter kostar det nya priset.',
  keep: 'Bokningens nuvarande platsavgifter behålls oförändrade.',
};

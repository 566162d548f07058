// Float and counted cash (money.md 4 "Register"): Swedish cash has no öre coins, so both are whole
// kronor. One rule and one set of texts for the register-day dialogs and server/register/routes.ts.

export const CASH_AMOUNT_TEXTS = {
  empty: 'Fyll i ett belopp',
  notNumber: 'Beloppet måste vara ett tal',
  negative: 'Beloppet kan inte vara negativt',
  notWhole: 'Beloppet måste vara hela kronor',
  tooLarge: 'Beloppet är för stort',
} as const;

/** 1 000 000 kr: no campsite keeps more in a drawer. */
export const MAX_CASH_ORE = 100_000_000;

/** Öre that are whole kronor (a multiple of 100). */
export const isWholeKronor = (ore: number) => Number.isSafeInteger(ore) && ore % 100 === 0;

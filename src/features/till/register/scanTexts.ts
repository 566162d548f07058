/** A scan while the console cannot take one: nothing happens, and the cashier is told. */
export const SCAN_NOT_READY_TEXT = 'Skanningen togs inte emot – konsolen är inte redo. Skanna igen.';
/** A scan that broke on the way (a pause inside it): dropped whole. */
export const SCAN_BROKEN_TEXT = 'Skanningen kom inte fram hel. Skanna igen.';

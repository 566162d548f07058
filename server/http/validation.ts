import { z } from 'zod';
import { validationError } from './errors';

// Short Swedish texts for the generic cases; field-specific texts are set in the schemas.
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return 'Fältet är obligatoriskt';
        if (issue.expected === 'string') return 'Måste vara en text';
        if (issue.expected === 'number' || issue.expected === 'int') return 'Måste vara ett tal';
        if (issue.expected === 'boolean') return 'Måste vara sant eller falskt';
        if (issue.expected === 'array') return 'Måste vara en lista';
        if (issue.expected === 'object') return 'Måste vara ett objekt';
        return 'Ogiltigt värde';
      case 'too_big':
        if (issue.origin === 'string') return `Max ${issue.maximum} tecken`;
        if (issue.origin === 'array') return `Max ${issue.maximum} rader`;
        return `Får vara högst ${issue.maximum}`;
      case 'too_small':
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Fältet är obligatoriskt' : `Minst ${issue.minimum} tecken`;
        if (issue.origin === 'array') return `Minst ${issue.minimum} rader`;
        return `Måste vara minst ${issue.minimum}`;
      case 'invalid_value':
        return 'Ogiltigt val';
      case 'invalid_format':
        return issue.format === 'email' ? 'Ogiltig e-postadress' : 'Ogiltigt format';
      case 'unrecognized_keys':
        return `Okänt fält: ${issue.keys.join(', ')}`;
      default:
        return undefined;
    }
  },
});

/** Parses input or throws a 422 with every failing field and its Swedish message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  throw validationError(errors);
}

/** Query strings arrive as text: an integer id field that accepts "12" and 12. */
export const intParam = () => z.coerce.number({ error: 'Måste vara ett tal' }).int('Måste vara ett heltal').min(0).max(2_147_483_647);
/** YYYY-MM-DD */
export const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum ska skrivas ÅÅÅÅ-MM-DD');
export { z };

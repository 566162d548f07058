import { z } from 'zod';
import { validationError } from './errors';
import { findInputProblem } from '../../src/domain/input';

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
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 ? 'Fältet är obligatoriskt' : `Minst ${issue.minimum} tecken`;
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

/**
 * Parses one part of a request (params, query or body) or throws a 422 with every failing field
 * and its Swedish message. Every part is first walked once for what no column can store (NUL,
 * lone surrogates) and for nesting beyond MAX_INPUT_DEPTH, also where no schema reads it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S>;
export function parseOrThrow(schema: undefined, input: unknown): undefined;
export function parseOrThrow<S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> | undefined;
export function parseOrThrow<S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> | undefined {
  const problem = findInputProblem(input);
  if (problem) throw validationError({ [problem.path]: [problem.message] });
  if (!schema) return undefined;
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  throw validationError(errors);
}

export { z };

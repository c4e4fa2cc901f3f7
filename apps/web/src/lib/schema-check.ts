import type { z } from 'zod';
import type { Checked } from './use-checked-form';

// Issue 17: the console's forms check what they send with the contract's own schemas, so a limit lives
// in one place (console-coupons.ts, console-rules.ts) and a form never restates it. Those forms are
// lazy console pages: zod stays out of the storefront's first load (decision 001).

/** A form's own words for an issue of one of its fields (money typed in dollars, say); undefined: the general words. */
export type IssueWording = (issue: z.core.$ZodIssue) => string | undefined;

/** A whole number typed in a field, for the schema to check; NaN when it is none (the schema calls it no number). */
export const wholeNumberOf = (text: string): number => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const count = (value: unknown) => Number(value).toLocaleString('en-AU');

/** Words an issue the contract gave no message of its own, for a person at a form. */
function forPerson(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a whole number.' : 'Fill this in.';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Fill this in.' : `At least ${count(issue.minimum)} characters.`;
      if (issue.origin === 'array') return `Choose at least ${count(issue.minimum)}.`;
      return `${issue.inclusive === false ? 'More than' : 'At least'} ${count(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${count(issue.maximum)} characters.`;
      return `${issue.inclusive === false ? 'Less than' : 'At most'} ${count(issue.maximum)}.`;
    case 'invalid_format':
      return 'This is not in the expected form.';
    default:
      return undefined;
  }
}

/** The contract words its messages for the API ('A slot is 5 to 120 minutes'); under a field, each is a sentence. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * Checks a form's request with the contract's schema and puts each issue under the field its path
 * starts with (a list's item under the list), the first one per field: the form's words for that
 * field (`wording`), or the contract's own message, or general words for a person. The request sent
 * is what the schema makes of it (trimmed, upper-cased, deduplicated), as the server reads it.
 */
export function checkWithSchema<Values, Request>(
  schema: z.ZodType<Request>,
  request: unknown,
  wording: Partial<Record<keyof Values, IssueWording>> = {},
  /** The field an issue's path belongs to, where the form lays a nested request out flat (a price pair's two prices). */
  fieldOf: (path: readonly PropertyKey[]) => keyof Values = (path) => String(path[0] ?? '') as keyof Values,
): Checked<Values, Request> {
  const parsed = schema.safeParse(request, { error: forPerson });
  if (parsed.success) return { request: parsed.data };
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= wording[field]?.(issue) ?? sentence(issue.message);
  }
  return { errors };
}

// zod/mini: the shell installs this on every page, and zod's full API would load with it.
import * as z from 'zod/mini';
import { messages, textTooLong } from './messages';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

function amount(value: number | bigint): string {
  return String(value);
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string | undefined {
  const { maximum, inclusive = true } = issue;
  switch (issue.origin) {
    case 'string':
      return textTooLong(Number(maximum));
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `Please enter ${amount(maximum)} or less`
        : `Please enter less than ${amount(maximum)}`;
    case 'array':
    case 'set':
      return `Please give at most ${amount(maximum)} ${Number(maximum) === 1 ? 'item' : 'items'}`;
    default:
      return undefined;
  }
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string | undefined {
  const { minimum, inclusive = true } = issue;
  switch (issue.origin) {
    case 'string':
      return Number(minimum) <= 1
        ? messages.required
        : `Please enter at least ${amount(minimum)} characters`;
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `Please enter ${amount(minimum)} or more`
        : `Please enter more than ${amount(minimum)}`;
    case 'array':
    case 'set':
      return `Please give at least ${amount(minimum)} ${Number(minimum) === 1 ? 'item' : 'items'}`;
    default:
      return undefined;
  }
}

/**
 * The message of a rule that names none (a `.max(120)`, a `z.number()`, a `z.enum`) in
 * plain English: zod's own reads "Too big: expected string to have <=120 characters" or
 * "Invalid input: expected array, received undefined" (issue 27). A rule that names its
 * message keeps it: zod consults this map only for issues without one. Installed once per
 * process by `installPlainIssueMessages`.
 */
export const plainIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return messages.required;
      const wanted = TYPE_NAMES[issue.expected];
      return wanted ? `Please enter ${wanted}` : undefined;
    }
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return issue.values.length <= 8
        ? `Please choose one of: ${issue.values.map(String).join(', ')}`
        : 'Please choose one of the values offered';
    case 'invalid_format':
      if (issue.format === 'email') return messages.forgotEmailInvalid;
      if (issue.format === 'url') return messages.siteUrlInvalid;
      if (issue.format === 'uuid' || issue.format === 'guid') return messages.idInvalid;
      return 'Please check the format of this value';
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
};

/** Makes {@link plainIssueMessage} zod's message for rules that name none (server, console). */
export function installPlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}

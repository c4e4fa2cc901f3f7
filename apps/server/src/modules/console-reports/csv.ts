// RFC 4180 CSV, safe to open in a spreadsheet: the export holds what diners typed (names, emails).

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection": = + - @, and tab or carriage
 * return before them) is prefixed with an apostrophe, which shows it as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined by CRLF, as RFC 4180 has it, with a closing one. */
export const csvOf = (rows: readonly (readonly (string | number | null)[])[]): string => rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');

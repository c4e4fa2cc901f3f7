// RFC 4180 CSV, safe to open in a spreadsheet: the exports hold what people typed (diners' names and
// emails, the catalogue's names and descriptions). Issue 19 reads it back too (the catalogue's import),
// so the parser is here, beside the writer whose output it must take.

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection": = + - @, and tab or carriage
 * return before them) is prefixed with an apostrophe, which shows it as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative number ("-5.00", a report's net adjustment) runs nothing: a spreadsheet must read it as the number it is. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;
/** What the writer made of a cell that started like a formula. */
const GUARDED_FORMULA = /^'(?=[=+\-@\t\r])/;
/** A byte-order mark, which spreadsheets need to read a CSV as UTF-8. */
export const CSV_BOM = '\uFEFF';

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined by CRLF, as RFC 4180 has it, with a closing one. */
export const csvOf = (rows: readonly (readonly (string | number | null)[])[]): string => rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');

/** One record and the file line it starts on (a quoted field may hold line breaks). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The records of a CSV text: fields split on commas, quoted fields ("a, ""b""") unquoted, CRLF or
 * LF line ends, a leading byte-order mark dropped. Throws on a quote left open or text after a
 * closing quote, naming the line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let startLine = 1;
  let at = 0;
  let quotedFieldEnded = false;
  const endField = () => {
    fields.push(field);
    field = '';
    quotedFieldEnded = false;
  };
  const endRecord = () => {
    endField();
    records.push({ line: startLine, fields });
    fields = [];
  };
  while (at < input.length) {
    const char = input[at]!;
    if (char === '"' && field === '' && !quotedFieldEnded) {
      const opened = line;
      at += 1;
      for (;;) {
        if (at >= input.length) throw new Error(`line ${opened}: a quoted field is never closed`);
        const inner = input[at]!;
        if (inner === '"' && input[at + 1] === '"') {
          field += '"';
          at += 2;
        } else if (inner === '"') {
          at += 1;
          break;
        } else {
          if (inner === '\n') line += 1;
          field += inner;
          at += 1;
        }
      }
      quotedFieldEnded = true;
      continue;
    }
    if (char === ',') endField();
    else if (char === '\n' || (char === '\r' && input[at + 1] === '\n')) {
      if (char === '\r') at += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else if (quotedFieldEnded) throw new Error(`line ${line}: text after a closing quote (write a quote inside a quoted field as "")`);
    else field += char;
    at += 1;
  }
  if (field !== '' || fields.length > 0 || quotedFieldEnded) endRecord();
  return records;
}

/** A cell as it was before csvField guarded it: the export's apostrophe before a formula's start is dropped. */
export const unguardedCell = (cell: string): string => cell.replace(GUARDED_FORMULA, '');

/**
 * The one CSV writer of every spreadsheet export (docs/contracts.md, Spreadsheet exports): what
 * Excel and LibreOffice with Chilean settings open in columns, safely. UTF-8 with a BOM, `;`
 * between cells, CRLF line ends, a cell quoted when it holds `;`, `,`, a quote, a tab or a line
 * break (so no list separator a spreadsheet may use, by locale or by guess, splits it), and a
 * decimal comma. A text cell that a spreadsheet could take for a formula (it starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return) is written with a leading `'` inside quotes, so it is
 * shown as text and never evaluated (OWASP, CSV injection).
 */

/**
 * A number cell: only digits, an optional leading minus and a decimal comma, which every
 * spreadsheet reads as a number, never as a formula, so it is written as it is (a negative number
 * keeps its minus). Made by `decimal`; a plain `number` cell is written with all its digits.
 */
export interface CsvNumber {
  readonly csvNumber: string;
}

/** A cell: text (neutralised when it could be a formula), a number, or empty. */
export type CsvCell = string | number | CsvNumber | null | undefined;

const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';
export const CSV_BOM = '\uFEFF';
/** The Content-Type of every CSV answer. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** What a formula may start with in Excel, LibreOffice or Google Sheets (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Every list separator a spreadsheet may use (`;`, `,`, a tab), a quote and line breaks. */
const NEEDS_QUOTES = /[;,"\t\r\n]/;

const numberText = (value: number) =>
  Number.isFinite(value) ? String(value).replace('.', ',') : '';

/** A number with a fixed count of decimals and a decimal comma (`decimal(1.5, 1)` is `1,5`). */
export const decimal = (value: number, fractionDigits: number): CsvNumber => ({
  csvNumber: Number.isFinite(value) ? value.toFixed(fractionDigits).replace('.', ',') : '',
});

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** One cell as written in the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'object') return value.csvNumber;
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** One line of cells, without its line end. */
export const csvRow = (cells: readonly CsvCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);

/** Rows as lines of the file, each ended by CRLF (a file written piece by piece). */
export const csvLines = (rows: readonly (readonly CsvCell[])[]) =>
  rows.map((cells) => `${csvRow(cells)}${CSV_LINE_END}`).join('');

/** The whole file: the BOM, the header, one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${csvLines([header, ...rows])}`;
}

/** The one spreadsheet-safe CSV writer (pure: server and browser alike). */
export { CSV_BOM, CSV_CONTENT_TYPE, csvLines, decimal, toCsv, type CsvCell } from './csv';

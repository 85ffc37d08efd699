/** The one spreadsheet-safe CSV writer (pure: server and browser alike). */
export {
  CSV_BOM,
  CSV_CONTENT_TYPE,
  CSV_LINE_END,
  CSV_SEPARATOR,
  csvCell,
  csvLines,
  csvRow,
  decimal,
  toCsv,
  type CsvCell,
  type CsvNumber,
} from './csv';

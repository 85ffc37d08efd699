/**
 * The staff pages' tables on a phone (below 640 px): each row becomes a block of lines, each
 * cell labelled, instead of columns wider than the screen. The table's markup stays, and with
 * it the header cells that screen readers announce (docs/support-tool.md, On a phone).
 */
export const phoneTable = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:gap-1 max-sm:py-3',
  cell: 'max-sm:p-0 max-sm:text-left',
} as const;

/** A cell's column name, shown only on a phone, where the header row is hidden. */
export function PhoneLabel({ children }: { children: string }) {
  return <span className="font-semibold text-ink-600 sm:hidden">{children}: </span>;
}

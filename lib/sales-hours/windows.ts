/** A stretch of business time between two instants, in epoch milliseconds: [start, end). */
export type BusinessWindow = readonly [start: number, end: number];

/**
 * The instant at which `minutes` business minutes have passed since `from`, walking `windows`
 * (in order, not overlapping); null when they run out first. With 0 minutes it is the first
 * business instant at or after `from`: when sales are next at work.
 */
export function afterBusinessMinutes(
  windows: Iterable<BusinessWindow>,
  from: number,
  minutes: number,
): number | null {
  let left = minutes * 60_000;
  for (const [start, end] of windows) {
    if (end <= from) continue;
    const begin = Math.max(start, from);
    if (end - begin >= left) return begin + left;
    left -= end - begin;
  }
  return null;
}

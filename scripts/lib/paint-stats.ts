/** What bench:paint measures of one load, and how its runs are summed up and printed. */

const byteKinds = ['document', 'css', 'font', 'script', 'image', 'other'] as const;
export type ByteKind = (typeof byteKinds)[number];
export type BytesByKind = Record<ByteKind, number>;

export interface PaintRun {
  /** Milliseconds from navigation start. */
  fcp: number;
  lcp: number;
  /** Encoded (on the wire) bytes received before the first paint, by kind. */
  bytesBeforePaint: BytesByKind;
}

/** The kind of a response by DevTools' resource type (Network.ResourceType). */
export function byteKindOf(resourceType: string | undefined): ByteKind {
  switch (resourceType) {
    case 'Document':
      return 'document';
    case 'Stylesheet':
      return 'css';
    case 'Font':
      return 'font';
    case 'Script':
      return 'script';
    case 'Image':
      return 'image';
    default:
      return 'other';
  }
}

export const noBytes = (): BytesByKind =>
  Object.fromEntries(byteKinds.map((kind) => [kind, 0])) as BytesByKind;

/** A chunk of a response as DevTools reports it (Network.dataReceived). */
export interface ReceivedChunk {
  requestId: string;
  kind: ByteKind;
  /** DevTools' monotonic clock, seconds. */
  timestamp: number;
  /** Bytes after decompression: DevTools leaves the chunk's wire bytes at 0 for some responses. */
  decodedBytes: number;
}

/**
 * The wire bytes of the responses' chunks received up to `paintAt` (DevTools' monotonic clock,
 * seconds). DevTools gives each response's wire total (Network.loadingFinished) but not always
 * each chunk's (never the document's), so a response's total is shared out among its chunks by
 * their decompressed sizes.
 */
export function bytesBefore(
  chunks: readonly ReceivedChunk[],
  wireTotals: ReadonlyMap<string, number>,
  paintAt: number,
): BytesByKind {
  const decodedTotals = new Map<string, number>();
  for (const chunk of chunks) {
    decodedTotals.set(
      chunk.requestId,
      (decodedTotals.get(chunk.requestId) ?? 0) + chunk.decodedBytes,
    );
  }
  const bytes = noBytes();
  for (const chunk of chunks) {
    if (chunk.timestamp > paintAt) continue;
    const decodedTotal = decodedTotals.get(chunk.requestId) ?? 0;
    const wireTotal = wireTotals.get(chunk.requestId) ?? decodedTotal;
    bytes[chunk.kind] += decodedTotal > 0 ? (chunk.decodedBytes / decodedTotal) * wireTotal : 0;
  }
  return bytes;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (bytes too, kind by kind). */
export function medianRun(runs: readonly PaintRun[]): PaintRun {
  const bytesBeforePaint = noBytes();
  for (const kind of byteKinds) {
    bytesBeforePaint[kind] = median(runs.map((run) => run.bytesBeforePaint[kind]));
  }
  return {
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    bytesBeforePaint,
  };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** One table row per page: its medians beside the floor's LCP, and the bytes before paint. */
export function formatPaintTable(
  rows: readonly { page: string; measured: PaintRun; floor: PaintRun }[],
): string {
  const header = [
    'page',
    'FCP',
    'LCP',
    'floor LCP',
    'LCP − floor',
    ...byteKinds.map((kind) => `${kind} kB`),
  ];
  const lines = rows.map(({ page, measured, floor }) => [
    page,
    measured.fcp.toFixed(0),
    measured.lcp.toFixed(0),
    floor.lcp.toFixed(0),
    `${measured.lcp - floor.lcp >= 0 ? '+' : ''}${(measured.lcp - floor.lcp).toFixed(0)}`,
    ...byteKinds.map((kind) => kB(measured.bytesBeforePaint[kind])),
  ]);
  const floorBytes = rows[0]?.floor.bytesBeforePaint;
  if (floorBytes) {
    const floors = rows.map((row) => row.floor);
    const floorMedian = medianRun(floors);
    lines.push([
      '(floor)',
      floorMedian.fcp.toFixed(0),
      floorMedian.lcp.toFixed(0),
      '',
      '',
      ...byteKinds.map((kind) => kB(floorMedian.bytesBeforePaint[kind])),
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

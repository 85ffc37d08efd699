/** Runs each probe with a time limit: a piece that fails or does not answer in time is down. */
export async function runProbes(
  probes: Record<string, () => Promise<unknown>>,
  timeoutMs: number,
): Promise<Record<string, boolean>> {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((name) => answersInTime(probes[name]!, timeoutMs)));
  const flags = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  return { ok: results.every(Boolean), ...flags };
}

function answersInTime(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = probe().then(
    () => true,
    () => false,
  );
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Shares one run of `work` among all callers for `maxAgeMs`: callers while it runs wait for the
 * same run, later ones within the age get its result, and only then does a caller start another.
 * So anonymous requests, however many, cause at most one probe per period on this instance.
 */
export function sharedFor<T>(maxAgeMs: number, work: () => Promise<T>, now = () => Date.now()) {
  let last: { startedAt: number; result: Promise<T> } | undefined;
  return (): Promise<T> => {
    if (!last || now() - last.startedAt >= maxAgeMs) {
      last = { startedAt: now(), result: work() };
    }
    return last.result;
  };
}

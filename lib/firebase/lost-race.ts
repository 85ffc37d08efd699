/**
 * A write refused because a document it creates exists, or one it updates changed since it was
 * read (ALREADY_EXISTS, FAILED_PRECONDITION): another writer got there first.
 */
export function isLostRace(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 6 || error.code === 9;
}

/**
 * Runs `attempt` (reads outside any transaction, then writes conditional on what it read: the
 * optimistic way, no lock for a burst to queue on) again from fresh reads, after a short random
 * pause, each time it lost the race, up to `rounds` times: each lost round means another writer
 * went ahead, so it ends once the contenders before it are done. ABORTED (a document too hot
 * even so, after the SDK's own retries) is run again the same way: nothing of it was written.
 */
export async function retryLostRaces<T>(attempt: () => Promise<T>, rounds = 60): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (round >= rounds || !(isLostRace(error) || isAborted(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    }
  }
}

/** Firestore's ABORTED: contention on a document. */
const isAborted = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 10;

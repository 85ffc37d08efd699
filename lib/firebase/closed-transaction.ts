/** A transaction the database closed before it could commit (nothing was written). */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 3 &&
    typeof message === 'string' &&
    /transaction is invalid or closed|transaction has expired/i.test(message)
  );
}

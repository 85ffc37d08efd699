/** What the staff-account commands (user:create, user:disable, user:role) share around their action. */

/** Prints an action's message: stdout when it worked, stderr and exit code 1 when not. */
export function reportOutcome<T extends { success: boolean; message: string }>(
  result: T,
): result is Extract<T, { success: true }> {
  if (result.success) {
    console.log(result.message);
    return true;
  }
  console.error(result.message);
  process.exitCode = 1;
  return false;
}

/** Runs the command; an unexpected failure prints its message and exits 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The security rules of every Firestore database of the product (deployed with firebase.json). */
export const firestoreRulesFile = (root: string) => path.join(root, 'firestore.rules');

/**
 * Loads `firestore.rules` into Google's Firestore emulator for one database. The project-level
 * endpoint covers `(default)` only; a named database (FIRESTORE_DATABASE_ID) needs its own call,
 * or every browser read of it is allowed (docs/local-stack.md, Firestore emulator).
 */
export async function loadFirestoreRules(options: {
  root: string;
  host: string;
  port: number;
  projectId: string;
  databaseId: string;
}): Promise<void> {
  const { root, host, port, projectId, databaseId } = options;
  const content = readFileSync(firestoreRulesFile(root), 'utf8');
  const url = `http://${host}:${port}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/${encodeURIComponent(databaseId)}:securityRules`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    // Compiling the rules takes the emulator about 4 s on a busy 2-core machine, past 10 s at worst.
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(
      `The Firestore emulator refused firestore.rules for database ${databaseId}: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * Pure-Node Firestore emulator (@firestore-emulator/server) for machines without Google's
 * Cloud CLI emulator. Usage: tsx scripts/firestore-emulator.ts <port>
 */
import { FirestoreServer } from '@firestore-emulator/server';

async function main() {
  const port = Number(process.argv[2] ?? 8080);
  const server = new FirestoreServer();
  await server.start(port);
  console.log(`Firestore emulator (@firestore-emulator/server) listening on port ${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(0));
  }
}

void main();

/** Stops `npm test` at once when it runs on another Node than the project's (.nvmrc). */
import { nodeVersionProblem } from './lib/node-version';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}

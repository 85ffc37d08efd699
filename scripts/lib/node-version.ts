import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's Node is the version in .nvmrc, which ./npm installs into .node/. Entry points
 * check the running major first, so a run on another Node stops at once saying how to get the
 * right one, instead of failing later in a native addon or a dependency.
 */
export function projectNodeVersion(root = path.resolve(__dirname, '..', '..')): string {
  return readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
}

const majorOf = (version: string) => version.replace(/^v/, '').split('.')[0];

/** Why `found` (a `process.version`) cannot run the project, or undefined when it can. */
export function nodeVersionProblem(
  found: string,
  wanted = projectNodeVersion(),
): string | undefined {
  if (majorOf(found) === majorOf(wanted)) return undefined;
  return (
    `Node ${found} found, but this project runs on Node ${majorOf(wanted)}. ` +
    `Run npm through ./npm (./npm install, ./npm run dev, ./npm test): ` +
    `the first time it installs Node ${wanted} from the npm registry into .node/.`
  );
}

export { isMissingChunk, shouldReload } from './stale-build';

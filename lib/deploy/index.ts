export { isMissingChunk, reloadQuietMs, shouldReload } from './stale-build';

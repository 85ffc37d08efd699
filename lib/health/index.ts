export { checkHealth } from './check';

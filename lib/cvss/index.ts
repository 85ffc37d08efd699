/** The CVSS calculators (v3.0, v3.1 and v4.0), pure and without React. */
export { scoreCvss } from './any-version';
export * from './core';
export * from './v4';

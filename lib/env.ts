import 'server-only';
import { readEnv } from './env-schema';

/** The validated configuration, parsed once per server process. */
export const env = readEnv(process.env);

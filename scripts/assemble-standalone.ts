/** After `next build`: copies public/ and .next/static beside .next/standalone/server.js. */
import path from 'node:path';
import { assembleStandalone } from './lib/pieces';

assembleStandalone(path.resolve(__dirname, '..'));

import { pauseStackPiece } from '../cms';
import { e2eStack } from '../stack';
import { untilAnswers } from '../web-server';

/**
 * The test stack's two web instances, as behind a load balancer: the first gets Strapi's
 * webhook, the second only what they share (Firestore and the Redis cache).
 */
export const [first, second] = [e2eStack.baseURL, e2eStack.secondBaseURL] as const;
export const instances = [first, second];

/** The stack is ready once the first instance answers; the second may still be starting. */
export async function untilBothAnswer() {
  for (const origin of instances) await untilAnswers(origin);
}

/** Freezes the stack's Redis (connections stay open, nothing answers); returns its resume. */
export const pauseRedis = () => pauseStackPiece('redis', e2eStack.redisPort);

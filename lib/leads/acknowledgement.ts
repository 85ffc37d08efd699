import 'server-only';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { newOutboxFields } from '@/lib/outbox';
import { deliveriesOf, isBlockedLead } from './model';
import { leadCollections } from './schema';

/**
 * The acknowledgement Odoo sends the prospect once their lead exists there (docs/contracts.md,
 * Speed to lead): one outbox message per lead, kept in the lead itself (`acknowledgement`,
 * beside `destinations`, not among them: it is not a destination, so it changes neither the
 * lead's overall status nor the desk's columns), so that the lead's block and deletion apply to
 * it as to the lead's own deliveries.
 */

/** The lead's acknowledgement fields: the outbox's, and when an attempt last may have sent it. */
export interface StoredAcknowledgement {
  status: string;
  attempts: number;
  nextAttemptAt?: Timestamp;
  /** Set just before each `send_mail`: Odoo may commit that call after we stopped waiting. */
  sentAt?: Timestamp;
}

/**
 * What the Odoo channel adds to a lead whenever its Odoo delivery changes (its `derive`, in the
 * same transaction): the acknowledgement, due at once, the first time the lead is recorded as
 * created in Odoo, when ODOO_ACK_TEMPLATE names a template. Made in that transaction, it cannot
 * be lost between the two; made once, it is never made again.
 */
export function acknowledgementDue(
  document: DocumentData,
  now = new Date(),
): { acknowledgement?: ReturnType<typeof newOutboxFields> } {
  if (!env.ODOO_ACK_TEMPLATE || document.acknowledgement !== undefined) return {};
  const odoo = deliveriesOf(document).odoo;
  if (odoo?.status !== 'forwarded' || odoo.upstreamId === undefined) return {};
  return { acknowledgement: newOutboxFields(now) };
}

/**
 * Until when an earlier `send_mail` of this lead may still commit in Odoo (ODOO_REQUEST_LIMIT_S
 * after it started): looking for it before then could miss it and send a second mail. The
 * reason, for the logs and the lead's record, while it may.
 */
export function acknowledgementUnsettled(sentAt: Date, now = new Date()): string | null {
  const settlesAt = new Date(sentAt.getTime() + env.ODOO_REQUEST_LIMIT_S * 1000);
  if (settlesAt <= now) return null;
  return (
    `Odoo podría confirmar tarde el acuse enviado a las ${sentAt.toISOString()}: se revisa ` +
    `desde ${settlesAt.toISOString()}`
  );
}

/**
 * Records, just before `send_mail`, that this attempt may send the acknowledgement, in a
 * transaction that also makes sure the lead still exists, is not blocked, and is still claimed
 * by this attempt (`attempt`: a sender whose lease ran out while another claimed it must not
 * send too). Answers whether to send.
 */
export function startSending(leadId: string, attempt: number): Promise<boolean> {
  const ref = adminDb().collection(leadCollections.leads).doc(leadId);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const lead = snapshot.data();
    const ack = lead?.acknowledgement as StoredAcknowledgement | undefined;
    if (!lead || isBlockedLead(lead) || ack?.status !== 'forwarding' || ack.attempts !== attempt) {
      return false;
    }
    transaction.update(ref, { 'acknowledgement.sentAt': new Date() });
    return true;
  });
}

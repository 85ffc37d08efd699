import 'server-only';
import { createHmac } from 'node:crypto';
import type { DocumentData, Timestamp, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { newOutboxFields } from '@/lib/outbox';
import { DAY_MS } from '@/lib/time';
import { normalizeEmail } from './address';
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
  /** Why none was sent: `recent-address`, another lead of the address had one within 24 hours. */
  notSent?: AcknowledgementSkip;
}

/** Why a lead got no acknowledgement (the desk says so). */
type AcknowledgementSkip = 'recent-address';

/**
 * At most one acknowledgement per address in this long (docs/contracts.md, Speed to lead); the
 * address's document in `acuses-direccion` expires after it.
 */
export const ACKNOWLEDGEMENT_WINDOW_MS = DAY_MS;

/**
 * The id of an address's document in `acuses-direccion`: the HMAC-SHA-256 (hex) of its normal
 * spelling keyed with PRIVACY_HASH_KEY, as lib/privacy's `emailHash` (which cannot be imported
 * here: lib/privacy builds on lib/leads), so the collection holds no readable address.
 */
export const acknowledgedAddressId = (email: string) =>
  createHmac('sha256', env.PRIVACY_HASH_KEY).update(normalizeEmail(email)).digest('hex');

const acknowledgedAddresses = () => adminDb().collection(leadCollections.acknowledgedAddresses);

/**
 * Inside a personal-data deletion's transaction (writes only): forgets when the address was last
 * acknowledged (Ley 21.719: the hash stands for the person).
 */
export function forgetAcknowledgedAddress(transaction: Transaction, email: string): void {
  transaction.delete(acknowledgedAddresses().doc(acknowledgedAddressId(email)));
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

/** What an attempt does about the acknowledgement: send it, stop, or none for a recent address. */
export type SendDecision = 'send' | 'stop' | AcknowledgementSkip;

/**
 * Records, just before `send_mail`, that this attempt may send the acknowledgement, in a
 * transaction that also makes sure the lead still exists, is not blocked, and is still claimed
 * by this attempt (`attempt`: a sender whose lease ran out while another claimed it must not
 * send too), and that no other lead of its address was acknowledged in the last 24 hours: the
 * address's document in `acuses-direccion` is read and written in the same transaction, so two
 * leads of one address, on any instances, send one. A lead that may send takes the address for
 * 24 hours (a later attempt of the same lead still may); one that may not records why.
 */
export function startSending(
  leadId: string,
  attempt: number,
  now = new Date(),
): Promise<SendDecision> {
  const ref = adminDb().collection(leadCollections.leads).doc(leadId);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const lead = snapshot.data();
    const ack = lead?.acknowledgement as StoredAcknowledgement | undefined;
    if (!lead || isBlockedLead(lead) || ack?.status !== 'forwarding' || ack.attempts !== attempt) {
      return 'stop';
    }
    const addressRef = acknowledgedAddresses().doc(acknowledgedAddressId(String(lead.email)));
    const last = (await transaction.get(addressRef)).data();
    const lastAt = (last?.sentAt as Timestamp | undefined)?.toDate();
    const windowStart = now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS;
    const ownOrStale = last?.leadId === leadId || !lastAt || lastAt.getTime() <= windowStart;
    if (!ownOrStale) {
      transaction.update(ref, { 'acknowledgement.notSent': 'recent-address' });
      return 'recent-address';
    }
    if (last?.leadId !== leadId) {
      transaction.set(addressRef, {
        leadId,
        sentAt: now,
        expiresAt: new Date(now.getTime() + ACKNOWLEDGEMENT_WINDOW_MS),
      });
    }
    transaction.update(ref, { 'acknowledgement.sentAt': now });
    return 'send';
  });
}

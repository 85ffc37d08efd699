import 'server-only';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { readExisting } from '@/lib/firebase';
import { newOutboxFields } from '@/lib/outbox';
import { configuredDestinations } from './destinations';
import { deliveriesOf, derivedLeadFields } from './model';
import { readUnsentSalesNotices } from './sales-notices';

/**
 * Blocks (or unblocks) these leads of a person (`findLeadsOf`), inside the caller's transaction,
 * whose reads must come first: this reads the leads, then writes them. A blocked lead leaves the
 * outbox (`blocked`, nothing due at any destination), and the outbox's claim refuses it whatever
 * makes it due: never sent or retried. Unblocked, each destination not yet reached (pending,
 * held or given up) is pending again and due at once, its attempts kept (so Odoo is searched
 * before a second create), and so is Odoo's acknowledgement of it; a lead with no destination is
 * given every one configured now (or stays `stored`). A send in flight keeps its lease (its
 * `forwarding` state, claim and lease end): its result is still recorded, and a deletion after
 * the block still waits for it. Blocking also deletes the leads' sales notices not yet sent
 * (the announcement of a blocked lead is not made later). Answers how many leads changed, and
 * the ids now due.
 */
export async function blockLeads(
  transaction: Transaction,
  refs: DocumentReference[],
  blocked: boolean,
  now: Date,
): Promise<{ changed: number; due: string[] }> {
  const destinationsNow = configuredDestinations();
  const leadDocs = await readExisting(transaction, refs);
  const changing = leadDocs.filter((lead) => (lead.get('status') === 'blocked') !== blocked);
  const notices = blocked
    ? await readUnsentSalesNotices(
        transaction,
        changing.map((lead) => lead.id),
      )
    : [];
  const due: string[] = [];
  for (const lead of changing) {
    const data = lead.data() ?? {};
    const deliveries = deliveriesOf<DocumentData>(data);
    const destinations = Object.fromEntries(
      Object.entries(deliveries).map(([name, delivery]) => {
        if (delivery.status === 'forwarded') return [name, delivery];
        // A send in flight keeps its lease: it ends, and is recorded, as it would have.
        if (blocked && delivery.status === 'forwarding') return [name, delivery];
        const { nextAttemptAt: _next, claimToken: _claim, ...rest } = delivery;
        return [name, blocked ? rest : { ...rest, status: 'pending', nextAttemptAt: now }];
      }),
    );
    if (!blocked && Object.keys(destinations).length === 0) {
      for (const name of destinationsNow) destinations[name] = newOutboxFields(now);
    }
    // Odoo's acknowledgement of the lead (acknowledgement.ts) goes the same way.
    const ack = data.acknowledgement as DocumentData | undefined;
    const acknowledgement = ack &&
      ack.status !== 'forwarded' &&
      !(blocked && ack.status === 'forwarding') && {
        ...(!blocked && { 'acknowledgement.status': 'pending' }),
        'acknowledgement.nextAttemptAt': blocked ? FieldValue.delete() : now,
        'acknowledgement.claimToken': FieldValue.delete(),
      };
    // So does its meeting's Odoo activity (bookings.ts): kept off while blocked, due once
    // unblocked if the lead is in Odoo (a booking while blocked made none).
    const meetingOdoo = meetingAfterBlock(data, blocked, now);
    const status = blocked ? 'blocked' : undefined;
    transaction.update(lead.ref, {
      ...acknowledgement,
      ...meetingOdoo,
      destinations,
      ...(!data.destinations && {
        nextAttemptAt: FieldValue.delete(),
        claimToken: FieldValue.delete(),
      }),
      ...derivedLeadFields({ ...data, status, destinations }),
    });
    const waiting =
      Boolean(acknowledgement) ||
      Boolean(meetingOdoo && !blocked) ||
      Object.values(destinations).some((delivery) => delivery.status === 'pending');
    if (!blocked && waiting) due.push(lead.id);
  }
  for (const notice of notices) transaction.delete(notice);
  return { changed: changing.length, due };
}

/** The meeting activity's outbox fields as a block or an unblocking leaves them. */
function meetingAfterBlock(data: DocumentData, blocked: boolean, now: Date) {
  const message = data.meetingOdoo as DocumentData | undefined;
  if (blocked) {
    if (!message || message.status === 'forwarded') return undefined;
    return {
      'meetingOdoo.nextAttemptAt': FieldValue.delete(),
      'meetingOdoo.claimToken': FieldValue.delete(),
    };
  }
  if (!data.meeting) return undefined;
  const odoo = deliveriesOf<DocumentData>(data).odoo;
  if (odoo?.status !== 'forwarded' || odoo.upstreamId === undefined) return undefined;
  if (!message) return { meetingOdoo: newOutboxFields(now) };
  if (message.status === 'forwarded') return undefined;
  return {
    'meetingOdoo.status': 'pending',
    'meetingOdoo.nextAttemptAt': now,
    'meetingOdoo.claimToken': FieldValue.delete(),
  };
}

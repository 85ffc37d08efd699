import { Temporal } from 'temporal-polyfill';
import { addBusinessDays, type PlainDate } from '@/lib/holidays';
import type { PrivacyRight } from './rights';

/** Where the law's deadlines are counted. */
const CHILE = 'America/Santiago';

/** The calendar date in Chile at an instant, whatever the server's zone. */
export const chileDateOf = (instant: Date): PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(CHILE)
    .toPlainDate()
    .toString();

/**
 * A rights request's deadline (`dueOn`): the date in Chile `businessDays` business days after
 * the day it arrived there, weekends and Chilean public holidays skipped
 * (PRIVACY_RESPONSE_BUSINESS_DAYS; docs/contracts.md, Personal data).
 */
export const responseDueOn = (receivedAt: Date, businessDays: number): PlainDate =>
  addBusinessDays(chileDateOf(receivedAt), businessDays);

/** Business days to answer a `bloqueo` request: a block is urgent (docs/contracts.md). */
const BLOCK_RESPONSE_BUSINESS_DAYS = 2;

/**
 * The business days to answer a request for `right`: 2 for a block, otherwise
 * PRIVACY_RESPONSE_BUSINESS_DAYS (`configured`).
 */
export const responseBusinessDays = (right: PrivacyRight, configured: number) =>
  right === 'bloqueo' ? Math.min(BLOCK_RESPONSE_BUSINESS_DAYS, configured) : configured;

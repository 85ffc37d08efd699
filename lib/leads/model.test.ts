import { describe, expect, it } from 'vitest';
import { deliveriesOf, derivedLeadFields, overallStatus } from './model';

describe('overallStatus', () => {
  it('is stored with no destination, and blocked whatever its destinations say', () => {
    expect(overallStatus({})).toBe('stored');
    expect(overallStatus({ odoo: { status: 'held' } }, true)).toBe('blocked');
    expect(overallStatus({}, true)).toBe('blocked');
  });

  it('shows the least advanced destination: held, failed, pending, then forwarded', () => {
    const cases = [
      [{ odoo: { status: 'held' }, upstream: { status: 'failed' } }, 'held'],
      [{ odoo: { status: 'forwarded' }, upstream: { status: 'failed' } }, 'failed'],
      [{ odoo: { status: 'failed' }, upstream: { status: 'pending' } }, 'failed'],
      [{ odoo: { status: 'forwarded' }, upstream: { status: 'pending' } }, 'pending'],
      [{ odoo: { status: 'forwarding' }, upstream: { status: 'forwarded' } }, 'pending'],
      [{ odoo: { status: 'forwarded' }, upstream: { status: 'forwarded' } }, 'forwarded'],
      [{ odoo: { status: 'forwarded' } }, 'forwarded'],
    ] as const;
    for (const [deliveries, expected] of cases) {
      expect(overallStatus(deliveries), JSON.stringify(deliveries)).toBe(expected);
    }
  });
});

describe('deliveriesOf', () => {
  it('reads the destinations map', () => {
    const odoo = { status: 'held', attempts: 2, lastError: 'Odoo respondió 401' };
    expect(deliveriesOf({ status: 'held', destinations: { odoo } })).toEqual({ odoo });
  });

  it('is empty for a lead sent nowhere', () => {
    expect(deliveriesOf({ status: 'stored', destinations: {} })).toEqual({});
  });
});

describe('derivedLeadFields', () => {
  it("mirrors the lead service's id and date at the top level, as before", () => {
    const at = new Date('2026-11-27T12:00:00Z');
    expect(
      derivedLeadFields({
        status: 'pending',
        destinations: {
          odoo: { status: 'forwarded', upstreamId: '42' },
          upstream: { status: 'forwarded', upstreamId: 'crm-1', forwardedAt: at },
        },
      }),
    ).toEqual({
      status: 'forwarded',
      upstreamId: 'crm-1',
      forwardedAt: at,
      awaitingContact: true,
    });
  });

  it('keeps a blocked lead blocked', () => {
    expect(
      derivedLeadFields({ status: 'blocked', destinations: { odoo: { status: 'forwarded' } } }),
    ).toEqual({ status: 'blocked', awaitingContact: false });
  });

  it('awaits first contact once created in Odoo, until the poll is done with it', () => {
    const odoo = (status: string) => ({ destinations: { odoo: { status } } });
    expect(derivedLeadFields(odoo('pending')).awaitingContact).toBe(false);
    expect(derivedLeadFields(odoo('forwarded')).awaitingContact).toBe(true);
    expect(
      derivedLeadFields({ ...odoo('forwarded'), contact: { done: true } }).awaitingContact,
    ).toBe(false);
    expect(derivedLeadFields({ destinations: { upstream: { status: 'forwarded' } } })).toEqual({
      status: 'forwarded',
    });
  });
});

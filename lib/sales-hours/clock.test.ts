import { describe, expect, it } from 'vitest';
import { firstContactPhrase } from './calendar';
import {
  addBusinessMinutes,
  businessMinutesBetween,
  nextBusinessStart,
  salesCalendar,
} from './clock';
import { DEFAULT_SALES_HOURS, parseSalesHours } from './hours';

const office = parseSalesHours(DEFAULT_SALES_HOURS);
const withSaturday = parseSalesHours('lun-vie 09:00-18:00;sab 10:00-14:00');
const allDay = parseSalesHours('lun-dom 00:00-24:00');
const aroundMidnight = parseSalesHours('sab 22:00-24:00;dom 00:00-02:00');
const at = (iso: string) => new Date(iso);

describe('businessMinutesBetween', () => {
  it('counts nothing over a weekend: a Friday evening lead waits until Monday 09:00', () => {
    // Friday 27 November 2026, Chile on summer time (UTC−3).
    const friday = at('2026-11-27T19:00:00-03:00');
    expect(businessMinutesBetween(friday, at('2026-11-30T09:00:00-03:00'), office)).toBe(0);
    expect(businessMinutesBetween(friday, at('2026-11-30T10:30:00-03:00'), office)).toBe(90);
    expect(businessMinutesBetween(at('2026-11-27T17:15:00-03:00'), friday, office)).toBe(45);
  });

  it('counts whole minutes, and 0 for an end not after the start', () => {
    const start = at('2026-11-30T09:00:00-03:00');
    expect(businessMinutesBetween(start, at('2026-11-30T09:01:59-03:00'), office)).toBe(1);
    expect(businessMinutesBetween(start, start, office)).toBe(0);
    expect(businessMinutesBetween(start, at('2026-11-30T08:00:00-03:00'), office)).toBe(0);
    expect(businessMinutesBetween(start.getTime(), start.getTime() + 3_600_000, office)).toBe(60);
  });

  it('skips public holidays: 18 and 19 September, Sábado Santo even with Saturday hours', () => {
    // Thursday 17 September 2026, 17:00; Friday 18 and Saturday 19 are Fiestas Patrias.
    const thursday = at('2026-09-17T17:00:00-03:00');
    expect(businessMinutesBetween(thursday, at('2026-09-21T10:00:00-03:00'), withSaturday)).toBe(
      120,
    );
    // Saturday 4 April 2026 is Sábado Santo; Saturday 11 April is an ordinary Saturday.
    const holySaturday = [at('2026-04-04T00:00:00-03:00'), at('2026-04-05T00:00:00-04:00')];
    expect(businessMinutesBetween(holySaturday[0]!, holySaturday[1]!, withSaturday)).toBe(0);
    expect(
      businessMinutesBetween(
        at('2026-04-11T00:00:00-04:00'),
        at('2026-04-12T00:00:00-04:00'),
        withSaturday,
      ),
    ).toBe(240);
  });

  it('counts real minutes across the change back to UTC−4 (first Saturday of April, 24:00)', () => {
    // Saturday 3 April 2027 lasts 25 hours in Chile.
    const saturdayNoon = at('2027-04-03T12:00:00-03:00');
    const sundayNoon = at('2027-04-04T12:00:00-04:00');
    expect(businessMinutesBetween(saturdayNoon, sundayNoon, allDay)).toBe(25 * 60);
    // 22:00 to 24:00 on the Saturday is three hours (23:00 comes twice), then two on Sunday.
    expect(businessMinutesBetween(saturdayNoon, sundayNoon, aroundMidnight)).toBe(300);
  });

  it('counts real minutes across the change forward to UTC−3 (first Saturday of September)', () => {
    // Saturday 5 September 2026 at 24:00 the clocks jump to Sunday 01:00: a 23-hour weekend day.
    const saturdayNoon = at('2026-09-05T12:00:00-04:00');
    const sundayNoon = at('2026-09-06T12:00:00-03:00');
    expect(businessMinutesBetween(saturdayNoon, sundayNoon, allDay)).toBe(23 * 60);
    // Sunday 00:00 to 01:00 does not exist: 22:00–24:00 is two hours, then Sunday 01:00–02:00.
    expect(businessMinutesBetween(saturdayNoon, sundayNoon, aroundMidnight)).toBe(180);
  });

  it('leaves out the lunch break of split hours', () => {
    const split = parseSalesHours('lun-vie 09:00-13:00;lun-vie 14:00-18:00');
    const monday = (time: string) => at(`2026-11-30T${time}:00-03:00`);
    expect(businessMinutesBetween(monday('12:30'), monday('14:30'), split)).toBe(60);
    expect(businessMinutesBetween(monday('08:00'), monday('20:00'), split)).toBe(8 * 60);
  });

  it('counts a stretch that ends at 24:00 up to midnight', () => {
    const lateSaturday = parseSalesHours('lun-vie 09:00-18:00;sab 20:00-24:00');
    const saturday = at('2026-11-28T23:30:00-03:00');
    expect(businessMinutesBetween(saturday, at('2026-11-30T09:30:00-03:00'), lateSaturday)).toBe(
      60,
    );
  });

  it('is cheap: 1,000 leads of 30 days each in well under a second or two', () => {
    const start = at('2026-10-01T10:00:00-03:00').getTime();
    const began = performance.now();
    let total = 0;
    for (let lead = 0; lead < 1_000; lead++) {
      const created = start + lead * 60_000;
      total += businessMinutesBetween(created, created + 30 * 86_400_000, office);
    }
    expect(performance.now() - began).toBeLessThan(2_000);
    // 30 days from Thursday 1 October 10:00: 8 hours that day, then 20 whole business days
    // (12 October a holiday; Saturday 31 October, another, is no workday anyway).
    expect(businessMinutesBetween(start, start + 30 * 86_400_000, office)).toBe(480 + 20 * 540);
    expect(total).toBeGreaterThan(0);
  });
});

describe('addBusinessMinutes and nextBusinessStart', () => {
  it('makes a Friday evening lead due on Monday, and a Friday afternoon one too', () => {
    expect(addBusinessMinutes(at('2026-11-27T19:00:00-03:00'), 60, office)).toEqual(
      at('2026-11-30T10:00:00-03:00'),
    );
    expect(addBusinessMinutes(at('2026-11-27T17:30:00-03:00'), 60, office)).toEqual(
      at('2026-11-30T09:30:00-03:00'),
    );
  });

  it('keeps the wall clock across an offset change', () => {
    // Friday 2 April 2027, 17:00 (UTC−3); on Monday Chile is on UTC−4.
    expect(addBusinessMinutes(at('2027-04-02T17:00:00-03:00'), 90, office)).toEqual(
      at('2027-04-05T09:30:00-04:00'),
    );
  });

  it('jumps the lunch break of split hours', () => {
    const split = parseSalesHours('lun-vie 09:00-13:00;lun-vie 14:00-18:00');
    expect(addBusinessMinutes(at('2026-11-30T12:30:00-03:00'), 60, split)).toEqual(
      at('2026-11-30T14:30:00-03:00'),
    );
  });

  it('says when sales are next at work', () => {
    const monday = at('2026-11-30T09:00:00-03:00');
    expect(nextBusinessStart(at('2026-11-27T19:00:00-03:00'), office)).toEqual(monday);
    expect(nextBusinessStart(at('2026-11-30T11:00:00-03:00'), office)).toEqual(
      at('2026-11-30T11:00:00-03:00'),
    );
    // At 18:00 sharp the day is over (intervals end exclusive).
    expect(nextBusinessStart(at('2026-11-27T18:00:00-03:00'), office)).toEqual(monday);
    // Thursday 17 September 2026 after hours: Friday and Saturday are holidays.
    expect(nextBusinessStart(at('2026-09-17T18:30:00-03:00'), withSaturday)).toEqual(
      at('2026-09-21T09:00:00-03:00'),
    );
  });
});

describe('the thank-you view calendar', () => {
  const phrase = (iso: string, hours = office, minutes = 60) => {
    const now = at(iso).getTime();
    return firstContactPhrase(salesCalendar(now, hours, minutes), now);
  };

  it('says when sales will answer a lead sent now, in Chile', () => {
    expect(phrase('2026-11-30T10:00:00-03:00')).toBe('hoy antes de las 11:00');
    expect(phrase('2026-12-03T17:30:00-03:00')).toBe('mañana antes de las 09:30');
    expect(phrase('2026-11-27T19:00:00-03:00')).toBe('el lunes antes de las 10:00');
    expect(phrase('2026-09-17T17:30:00-03:00')).toBe('el lunes antes de las 09:30');
    expect(phrase('2026-11-30T09:00:00-03:00', office, 6 * 540)).toBe(
      'el lunes 7 de diciembre antes de las 18:00',
    );
    expect(phrase('2026-11-30T00:30:00-03:00', allDay)).toBe('hoy antes de la 01:30');
  });

  it('is a few hundred bytes, with the hours in words, and silent past its four weeks', () => {
    const rendered = at('2026-11-27T19:00:00-03:00').getTime();
    const calendar = salesCalendar(rendered, office, 60);
    expect(calendar.hoursText).toBe('lunes a viernes de 09:00 a 18:00');
    // Monday 30 November to Thursday 24 December: 19 workdays, 8 December a holiday.
    expect(calendar.windows).toHaveLength(18);
    expect(JSON.stringify(calendar).length).toBeLessThan(1_000);
    // A page served on Monday morning, rendered on Friday evening, still knows.
    expect(firstContactPhrase(calendar, rendered + 2.5 * 86_400_000)).toBe(
      'hoy antes de las 10:00',
    );
    expect(firstContactPhrase(calendar, rendered + 40 * 86_400_000)).toBeNull();
  });
});

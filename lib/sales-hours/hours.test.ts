import { describe, expect, it } from 'vitest';
import { DEFAULT_SALES_HOURS, describeSalesHours, parseSalesHours } from './hours';

const h = (hour: number, minute = 0) => hour * 60 + minute;

describe('parseSalesHours', () => {
  it('reads the default: Monday to Friday, 09:00 to 18:00', () => {
    const week = parseSalesHours(DEFAULT_SALES_HOURS);
    expect(week.slice(0, 5)).toEqual(Array(5).fill([[h(9), h(18)]]));
    expect(week.slice(5)).toEqual([[], []]);
  });

  it('adds up parts: split days, single days, 24:00, accents and capitals', () => {
    const week = parseSalesHours(
      ' lun-vie 14:00-18:00 ; lun-vie 09:00-13:00;Sáb 10:00-14:00;dom 20:00-24:00',
    );
    expect(week[0]).toEqual([
      [h(9), h(13)],
      [h(14), h(18)],
    ]);
    expect(week[5]).toEqual([[h(10), h(14)]]);
    expect(week[6]).toEqual([[h(20), h(24)]]);
  });

  it('merges overlapping or touching stretches of a day', () => {
    expect(parseSalesHours('lun 09:00-13:00;lun 12:00-15:00;lun 15:00-16:30')[0]).toEqual([
      [h(9), h(16, 30)],
    ]);
  });

  it.each([
    ['', 'has an empty part'],
    ['lun-vie 09:00-18:00;', 'has an empty part'],
    ['lun-vie', 'part "lun-vie": must be a day or day range and HH:MM-HH:MM'],
    ['lunes 09:00-18:00', 'part "lunes 09:00-18:00": "lunes" is not a day or day range'],
    ['lun-mar-mie 09:00-18:00', '"lun-mar-mie" is not a day or day range'],
    ['vie-lun 09:00-18:00', 'the day range "vie-lun" must run from lun towards dom'],
    ['lun 9:00-18:00', '"9:00-18:00" must be HH:MM-HH:MM between 00:00 and 24:00'],
    ['lun 09:00', 'the hours must be HH:MM-HH:MM'],
    ['lun 09:60-18:00', '"09:60-18:00" must be HH:MM-HH:MM'],
    ['lun 24:00-24:00', '(24:00 only ends a range)'],
    ['lun 18:00-24:30', '"18:00-24:30" must be HH:MM-HH:MM'],
    ['lun 18:00-09:00', 'the hours "18:00-09:00" must end after they start'],
    ['lun 09:00-09:00', 'must end after they start'],
  ])('refuses %j, saying why', (text, message) => {
    expect(() => parseSalesHours(text)).toThrow(message);
  });
});

describe('describeSalesHours', () => {
  it.each([
    [DEFAULT_SALES_HOURS, 'lunes a viernes de 09:00 a 18:00'],
    [
      'lun-vie 09:00-13:00;lun-vie 14:00-18:00;sab 10:00-14:00',
      'lunes a viernes de 09:00 a 13:00 y de 14:00 a 18:00; sábado de 10:00 a 14:00',
    ],
    ['sab-dom 00:00-24:00', 'sábado y domingo de 00:00 a 24:00'],
    ['lun 09:00-18:00;mie 09:00-18:00', 'lunes de 09:00 a 18:00; miércoles de 09:00 a 18:00'],
    [
      'lun-jue 09:00-18:00;vie 09:00-16:00',
      'lunes a jueves de 09:00 a 18:00; viernes de 09:00 a 16:00',
    ],
  ])('says %j as %j', (text, words) => {
    expect(describeSalesHours(parseSalesHours(text))).toBe(words);
  });
});

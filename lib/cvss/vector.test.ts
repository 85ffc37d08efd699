import { describe, expect, it } from 'vitest';
import { buildCvssVector, CvssError, parseCvssVector, scoreCvss } from './index';

const BASE = 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
const VALID = `CVSS:3.1/${BASE}`;

describe('malformed vectors', () => {
  const cases: [string, string][] = [
    ['', 'El vector está vacío'],
    [`${VALID}${'/E:X'.repeat(50)}`, 'El vector es demasiado largo (máximo 200 caracteres)'],
    [` ${VALID}`, 'El vector no debe contener espacios'],
    [`${VALID} `, 'El vector no debe contener espacios'],
    [`${VALID}\n`, 'El vector no debe contener espacios'],
    ['CVSS:3.1/AV:N/ AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'El vector no debe contener espacios'],
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:\tH', 'El vector no debe contener espacios'],
    [BASE, 'El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/'],
    [`CVSS:3.1${BASE}`, 'El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/'],
    ['CVSS:3.1', 'El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/'],
    [`CVSS3.1/${BASE}`, 'El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/'],
    [`/CVSS:3.1/${BASE}`, 'El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/'],
    [`cvss:3.1/${BASE}`, 'El prefijo debe ir en mayúsculas: CVSS:3.1/'],
    [`Cvss:3.0/${BASE}`, 'El prefijo debe ir en mayúsculas: CVSS:3.0/'],
    [`CVSS:3/${BASE}`, 'Versión de CVSS no soportada: 3 (se aceptan 3.0, 3.1 y 4.0)'],
    ['CVSS:3.1/', 'El vector no contiene métricas'],
    [`${VALID}/`, 'El vector no debe terminar con /'],
    [`CVSS:3.1//${BASE}`, 'El vector contiene un campo vacío (//)'],
    ['CVSS:3.1/AV:N//AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'El vector contiene un campo vacío (//)'],
    [
      'CVSS:3.1/AVN/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      'Campo mal formado: AVN (se espera MÉTRICA:VALOR)',
    ],
    [
      'CVSS:3.1/AV:N:L/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      'Campo mal formado: AV:N:L (se espera MÉTRICA:VALOR)',
    ],
    [`${VALID}/:H`, 'Campo mal formado: :H (se espera MÉTRICA:VALOR)'],
    [
      'CVSS:3.1/av:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      'La métrica debe ir en mayúsculas: AV (no av)',
    ],
    [`${VALID}/mav:L`, 'La métrica debe ir en mayúsculas: MAV (no mav)'],
    [
      'CVSS:3.1/AV:n/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      'El valor debe ir en mayúsculas: AV:N (no AV:n)',
    ],
    [`${VALID}/XX:N`, 'Métrica desconocida: XX'],
    [`${VALID}/AT:N`, 'Métrica desconocida: AT'],
    ['CVSS:3.1/AV:/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'Falta el valor de AV'],
    ['CVSS:3.1/AV:Z/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'Valor inválido para AV: Z'],
    ['CVSS:3.1/AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'Valor inválido para AV: X'],
    ['CVSS:3.1/AV:NN/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'Valor inválido para AV: NN'],
    [`${VALID}/E:Z`, 'Valor inválido para E: Z'],
    [`${VALID}/CR:N`, 'Valor inválido para CR: N'],
    [`${VALID}/MS:N`, 'Valor inválido para MS: N'],
    [`${VALID}/AV:L`, 'Métrica duplicada: AV'],
    [`${VALID}/E:X/E:H`, 'Métrica duplicada: E'],
    ['CVSS:3.1/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'Falta la métrica base AV'],
    ['CVSS:3.1/AV:N/AC:L/PR:N/S:U/C:H/I:H/A:H/E:H', 'Falta la métrica base UI'],
    ['CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H', 'Falta la métrica base A'],
    ['CVSS:3.1/E:H/RL:O', 'Falta la métrica base AV'],
  ];

  it.each(cases)('rejects %j', (vector, message) => {
    expect(() => scoreCvss(vector)).toThrow(CvssError);
    expect(() => scoreCvss(vector)).toThrow(message);
    expect(() => parseCvssVector(vector)).toThrow(message);
  });

  it('leaves v4.0 vectors to the v4.0 parser', () => {
    expect(() => parseCvssVector(`CVSS:4.0/${BASE}`)).toThrow(
      'Se esperaba un vector CVSS 3.0 o 3.1',
    );
  });

  it('throws errors that are CvssError instances with their name set', () => {
    try {
      scoreCvss('nada');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CvssError);
      expect(error).toBeInstanceOf(Error);
      expect((error as CvssError).name).toBe('CvssError');
    }
  });
});

describe('normalisation', () => {
  it('writes metrics in FIRST order and drops X values', () => {
    expect(scoreCvss('CVSS:3.0/S:U/AV:N/AC:L/PR:H/UI:N/C:L/I:L/A:N/E:F/RL:X').vector).toBe(
      'CVSS:3.0/AV:N/AC:L/PR:H/UI:N/S:U/C:L/I:L/A:N/E:F',
    );
    expect(
      scoreCvss(
        'CVSS:3.1/MA:H/MI:L/MC:N/MS:C/MUI:R/MPR:L/MAC:H/MAV:A/AR:H/IR:M/CR:L/RC:R/RL:T/E:P/A:N/I:L/C:H/S:U/UI:N/PR:N/AC:L/AV:N',
      ).vector,
    ).toBe(
      'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:L/A:N/E:P/RL:T/RC:R/CR:L/IR:M/AR:H/MAV:A/MAC:H/MPR:L/MUI:R/MS:C/MC:N/MI:L/MA:H',
    );
  });

  it('reduces a vector whose optional metrics are all X to its base metrics', () => {
    const allX = `${VALID}/E:X/RL:X/RC:X/CR:X/IR:X/AR:X/MAV:X/MAC:X/MPR:X/MUI:X/MS:X/MC:X/MI:X/MA:X`;
    expect(scoreCvss(allX).vector).toBe(VALID);
    expect(scoreCvss(allX)).toEqual(scoreCvss(VALID));
  });

  it('is idempotent', () => {
    const { vector } = scoreCvss('CVSS:3.0/A:L/E:U/AV:P/MPR:H/AC:H/PR:L/UI:R/S:C/C:N/I:L');
    expect(scoreCvss(vector).vector).toBe(vector);
  });
});

describe('parseCvssVector and buildCvssVector', () => {
  it('returns the version and the defined metrics', () => {
    expect(parseCvssVector('CVSS:3.0/S:C/AV:A/AC:H/PR:L/UI:R/C:L/I:N/A:H/E:X/MAV:P')).toEqual({
      version: '3.0',
      metrics: { AV: 'A', AC: 'H', PR: 'L', UI: 'R', S: 'C', C: 'L', I: 'N', A: 'H', MAV: 'P' },
    });
  });

  it('builds the normalised vector from a record', () => {
    expect(
      buildCvssVector('3.1', {
        A: 'H',
        AV: 'N',
        AC: 'L',
        PR: 'N',
        UI: 'N',
        S: 'U',
        C: 'H',
        I: 'H',
        E: 'X',
        RC: 'C',
      }),
    ).toBe(`${VALID}/RC:C`);
  });

  it('builds partial vectors so a UI can show an incomplete choice', () => {
    expect(buildCvssVector('3.0', {})).toBe('CVSS:3.0');
    expect(buildCvssVector('3.0', { S: 'C', AV: 'L' })).toBe('CVSS:3.0/AV:L/S:C');
  });

  it('round-trips', () => {
    const vector = 'CVSS:3.1/AV:L/AC:H/PR:H/UI:R/S:C/C:L/I:N/A:L/E:F/CR:H/MS:U/MA:N';
    const parsed = parseCvssVector(vector);
    expect(buildCvssVector(parsed.version, parsed.metrics)).toBe(vector);
  });
});

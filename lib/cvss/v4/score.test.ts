import { describe, expect, it } from 'vitest';
import { CvssError, scoreCvss } from '../index';
import { CVSS4_METRICS, buildCvss4Vector, parseCvss4Vector, scoreCvss4 } from './index';

const BASE = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';

describe('scoreCvss4', () => {
  it('returns score, severity, nomenclature, MacroVector and the normalised vector', () => {
    expect(scoreCvss4(BASE)).toEqual({
      version: '4.0',
      vector: BASE,
      score: 9.3,
      severity: 'Critical',
      nomenclature: 'CVSS-B',
      macroVector: '000200',
    });
  });

  it('is what scoreCvss gives for a CVSS:4.0/ prefix', () => {
    expect(scoreCvss(BASE)).toEqual(scoreCvss4(BASE));
    expect(scoreCvss('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H').baseScore).toBe(9.8);
  });

  it.each([
    [BASE, 'CVSS-B'],
    [`${BASE}/E:A`, 'CVSS-BT'],
    [`${BASE}/CR:L`, 'CVSS-BE'],
    [`${BASE}/MAV:P`, 'CVSS-BE'],
    [`${BASE}/E:P/MSI:S`, 'CVSS-BTE'],
    [`${BASE}/E:X/CR:X/S:P/U:Red`, 'CVSS-B'],
    [`${BASE}/AU:Y/R:I`, 'CVSS-B'],
  ])('names the groups of %s as %s', (vector, nomenclature) => {
    expect(scoreCvss4(vector).nomenclature).toBe(nomenclature);
  });

  it('lowers the score with the threat metric (FIRST calculator example: 8.7 · CVSS-BT)', () => {
    const result = scoreCvss4(
      'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:L/SC:N/SI:N/SA:N/E:A/MAV:A',
    );
    expect(result).toMatchObject({ score: 8.7, severity: 'High', nomenclature: 'CVSS-BTE' });
    expect(scoreCvss4(`${BASE}/E:U`).score).toBeLessThan(scoreCvss4(`${BASE}/E:A`).score);
  });

  it('never changes the score for supplemental metrics', () => {
    const supplemental = 'S:P/AU:Y/R:I/V:C/RE:H/U:Red';
    expect(scoreCvss4(`${BASE}/${supplemental}`).score).toBe(scoreCvss4(BASE).score);
    expect(scoreCvss4(`${BASE}/${supplemental}`).vector).toBe(`${BASE}/${supplemental}`);
  });

  it('scores 0 when no system is impacted, and uses MSI:S for the subsequent-system class', () => {
    const none = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:N/SC:N/SI:N/SA:N';
    expect(scoreCvss4(none)).toMatchObject({ score: 0, severity: 'None' });
    expect(scoreCvss4(`${none}/MSI:S`).macroVector).toBe('002001');
    expect(scoreCvss4(`${none}/MSI:S`).score).toBeGreaterThan(0);
  });

  it('writes metrics in the specification order and drops X values', () => {
    expect(
      scoreCvss4(
        'CVSS:4.0/U:Amber/SA:N/SI:N/SC:N/VA:H/VI:H/VC:H/UI:N/PR:N/AT:N/AC:L/AV:N/MAV:X/E:P/CR:M',
      ).vector,
    ).toBe(`${BASE}/E:P/CR:M/U:Amber`);
  });

  it('fits the longest vector within the length limit', () => {
    const longest = buildCvss4Vector(
      Object.fromEntries(
        CVSS4_METRICS.map((metric) => [
          metric.key,
          metric.values
            .filter((option) => option.value !== 'X')
            .reduce((a, b) => (b.value.length > a.value.length ? b : a)).value,
        ]),
      ),
    );
    expect(longest.length).toBe(178);
    expect(scoreCvss4(longest).vector).toBe(longest);
  });
});

describe('malformed v4.0 vectors', () => {
  it.each([
    ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N', 'Falta la métrica base SA'],
    ['CVSS:4.0/AV:N/AC:L/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'Falta la métrica base AT'],
    [`${BASE}/AV:L`, 'Métrica duplicada: AV'],
    [`${BASE}/E:A/E:P`, 'Métrica duplicada: E'],
    [`${BASE}/RL:O`, 'Métrica desconocida: RL'],
    [`${BASE}/MS:U`, 'Métrica desconocida: MS'],
    [`${BASE}/E:F`, 'Valor inválido para E: F'],
    [`${BASE}/MSC:S`, 'Valor inválido para MSC: S'],
    [BASE.replace('SI:N', 'SI:S'), 'Valor inválido para SI: S'],
    [
      'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:R/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
      'Valor inválido para UI: R',
    ],
    ['CVSS:4.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'Valor inválido para S: U'],
    [`${BASE}/U:clear`, 'El valor debe escribirse: U:Clear (no U:clear)'],
    [`${BASE}/e:A`, 'La métrica debe ir en mayúsculas: E (no e)'],
    [`CVSS:4.0//${BASE.slice(9)}`, 'El vector contiene un campo vacío (//)'],
    [`${BASE}/`, 'El vector no debe terminar con /'],
    ['CVSS:4.0/', 'El vector no contiene métricas'],
    [`cvss:4.0/${BASE.slice(9)}`, 'El prefijo debe ir en mayúsculas: CVSS:4.0/'],
    [`CVSS:4/${BASE.slice(9)}`, 'Versión de CVSS no soportada: 4 (se aceptan 3.0, 3.1 y 4.0)'],
    [BASE.slice(9), 'El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/'],
  ])('rejects %j', (vector, message) => {
    expect(() => scoreCvss(vector)).toThrow(CvssError);
    expect(() => scoreCvss(vector)).toThrow(message);
  });

  it('leaves v3 vectors to the v3 parser', () => {
    expect(() => parseCvss4Vector('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H')).toThrow(
      'Se esperaba un vector CVSS 4.0',
    );
  });
});

describe('CVSS4_METRICS', () => {
  it('allows exactly the values of the specification, in vector order', () => {
    const impact = ['N', 'L', 'H'];
    const modified = (values: string[]) => ['X', ...values];
    const spec: Record<string, string[]> = {
      AV: ['N', 'A', 'L', 'P'],
      AC: ['L', 'H'],
      AT: ['N', 'P'],
      PR: ['N', 'L', 'H'],
      UI: ['N', 'P', 'A'],
      VC: impact,
      VI: impact,
      VA: impact,
      SC: impact,
      SI: impact,
      SA: impact,
      E: ['X', 'A', 'P', 'U'],
      CR: ['X', 'L', 'M', 'H'],
      IR: ['X', 'L', 'M', 'H'],
      AR: ['X', 'L', 'M', 'H'],
      MAV: modified(['N', 'A', 'L', 'P']),
      MAC: modified(['L', 'H']),
      MAT: modified(['N', 'P']),
      MPR: modified(['N', 'L', 'H']),
      MUI: modified(['N', 'P', 'A']),
      MVC: modified(impact),
      MVI: modified(impact),
      MVA: modified(impact),
      MSC: modified(impact),
      MSI: modified([...impact, 'S']),
      MSA: modified([...impact, 'S']),
      S: ['X', 'N', 'P'],
      AU: ['X', 'N', 'Y'],
      R: ['X', 'A', 'U', 'I'],
      V: ['X', 'D', 'C'],
      RE: ['X', 'L', 'M', 'H'],
      U: ['X', 'Clear', 'Green', 'Amber', 'Red'],
    };
    expect(
      Object.fromEntries(CVSS4_METRICS.map((m) => [m.key, m.values.map((v) => v.value)])),
    ).toEqual(spec);
    expect(CVSS4_METRICS.map((metric) => metric.key)).toEqual(Object.keys(spec));
  });

  it('has unique Spanish names, X for every optional metric and never for base metrics', () => {
    const names = CVSS4_METRICS.map((metric) => metric.name);
    expect(new Set(names).size).toBe(names.length);
    for (const metric of CVSS4_METRICS) {
      const isBase = ['exploitability', 'vulnerableSystem', 'subsequentSystem'].includes(
        metric.group,
      );
      expect(metric.values.some((option) => option.value === 'X')).toBe(!isBase);
    }
  });
});

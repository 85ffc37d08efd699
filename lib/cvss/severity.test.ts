import { describe, expect, it } from 'vitest';
import { CvssError, SEVERITY_LABELS, severityOf, type Severity } from './index';

describe('severityOf', () => {
  const edges: [number, Severity][] = [
    [0, 'None'],
    [0.1, 'Low'],
    [3.9, 'Low'],
    [4.0, 'Medium'],
    [6.9, 'Medium'],
    [7.0, 'High'],
    [8.9, 'High'],
    [9.0, 'Critical'],
    [10, 'Critical'],
  ];
  it.each(edges)('rates %s as %s', (score, severity) => {
    expect(severityOf(score)).toBe(severity);
  });

  it.each([-0.1, 10.1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (score) => {
    expect(() => severityOf(score)).toThrow(CvssError);
    expect(() => severityOf(score)).toThrow(
      `Puntaje fuera de rango: ${score} (debe estar entre 0 y 10)`,
    );
  });

  it('has a Spanish label for every rating', () => {
    expect(SEVERITY_LABELS).toEqual({
      None: 'Ninguna',
      Low: 'Baja',
      Medium: 'Media',
      High: 'Alta',
      Critical: 'Crítica',
    });
  });
});

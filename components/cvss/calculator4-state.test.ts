import { describe, expect, it } from 'vitest';
import { CVSS4_BASE_KEYS } from '@/lib/cvss/v4';
import {
  calculator4Reducer,
  chosen4BaseMetrics,
  hasOptional4Metrics,
  initialCalculator4State,
  result4Of,
  type Calculator4Action,
  type Calculator4State,
} from './calculator4-state';
import { isCvss4Text, versionOfText } from './calculator-state';

const BASE = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';
const BASE_VALUES = {
  AV: 'N',
  AC: 'L',
  AT: 'N',
  PR: 'N',
  UI: 'N',
  VC: 'H',
  VI: 'H',
  VA: 'H',
  SC: 'N',
  SI: 'N',
  SA: 'N',
} as const;

const run = (state: Calculator4State, ...actions: Calculator4Action[]) =>
  actions.reduce(calculator4Reducer, state);

describe('the v4.0 calculator state', () => {
  it('starts with the bare prefix after a switch, and restores a shared vector', () => {
    expect(initialCalculator4State(null)).toEqual({
      text: 'CVSS:4.0',
      metrics: {},
      error: null,
      advancedOpen: false,
    });
    const shared = initialCalculator4State(`${BASE}/E:P`);
    expect(shared.metrics).toEqual({ ...BASE_VALUES, E: 'P' });
    expect(shared.advancedOpen).toBe(true);
    expect(result4Of(shared.metrics)).toMatchObject({ score: 8.9, nomenclature: 'CVSS-BT' });
  });

  it('scores once the eleven base metrics are chosen with the buttons', () => {
    let state = initialCalculator4State(null);
    for (const key of CVSS4_BASE_KEYS) {
      expect(result4Of(state.metrics)).toBeNull();
      state = run(state, { type: 'select', key, value: BASE_VALUES[key] });
    }
    expect(chosen4BaseMetrics(state.metrics)).toBe(11);
    expect(state.text).toBe(BASE);
    expect(result4Of(state.metrics)).toMatchObject({ score: 9.3, severity: 'Critical' });
  });

  it('shows a malformed vector’s Spanish error and keeps the buttons', () => {
    const before = initialCalculator4State(BASE);
    const after = run(before, { type: 'edit', text: 'CVSS:4.0/AV:N/AC:L' }, { type: 'calculate' });
    expect(after.error).toBe('Falta la métrica base AT');
    expect(after.metrics).toBe(before.metrics);
    expect(run(after, { type: 'edit', text: ` ${BASE} ` }, { type: 'calculate' })).toMatchObject({
      text: BASE,
      error: null,
    });
  });

  it('leaves X out of the vector and clears to an empty field', () => {
    const state = run(
      initialCalculator4State(BASE),
      { type: 'select', key: 'E', value: 'A' },
      { type: 'select', key: 'E', value: 'X' },
    );
    expect(state.text).toBe(BASE);
    expect(hasOptional4Metrics(state.metrics)).toBe(false);
    expect(run(state, { type: 'clear' })).toMatchObject({ text: '', metrics: {}, error: null });
  });

  it('tells a v4.0 text from a v3 one', () => {
    expect(isCvss4Text(` ${BASE}`)).toBe(true);
    expect(isCvss4Text('CVSS:4.0')).toBe(true);
    expect(isCvss4Text('CVSS:4.01/AV:N')).toBe(false);
    expect(versionOfText(BASE)).toBeNull();
    expect(versionOfText('CVSS:3.0/AV:N')).toBe('3.0');
  });
});

import { describe, expect, it } from 'vitest';
import { CVSS4_BASE_KEYS } from '@/lib/cvss/v4';
import { declaredVersion } from '../calculator-state';
import { cvss3 } from '../v3/state';
import { cvss4, type Cvss4Action, type Cvss4State } from './state';

const { reducer, initialState, resultOf, chosenBase, hasOptional } = cvss4;

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

const run = (state: Cvss4State, ...actions: Cvss4Action[]) => actions.reduce(reducer, state);

describe('the v4.0 calculator state', () => {
  it('starts with the bare prefix after a switch, and restores a shared vector', () => {
    expect(initialState(null, '4.0')).toEqual({
      text: 'CVSS:4.0',
      version: '4.0',
      metrics: {},
      error: null,
      advancedOpen: false,
    });
    const shared = initialState(`${BASE}/E:P`);
    expect(shared.metrics).toEqual({ ...BASE_VALUES, E: 'P' });
    expect(shared.advancedOpen).toBe(true);
    expect(resultOf(shared)).toMatchObject({ score: 8.9, nomenclature: 'CVSS-BT' });
  });

  it('scores once the eleven base metrics are chosen with the buttons', () => {
    let state = initialState(null, '4.0');
    for (const key of CVSS4_BASE_KEYS) {
      expect(resultOf(state)).toBeNull();
      state = run(state, { type: 'select', key, value: BASE_VALUES[key] });
    }
    expect(chosenBase(state.metrics)).toBe(11);
    expect(state.text).toBe(BASE);
    expect(resultOf(state)).toMatchObject({ score: 9.3, severity: 'Critical' });
  });

  it('shows a malformed vector’s Spanish error and keeps the buttons', () => {
    const before = initialState(BASE);
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
      initialState(BASE),
      { type: 'select', key: 'E', value: 'A' },
      { type: 'select', key: 'E', value: 'X' },
    );
    expect(state.text).toBe(BASE);
    expect(hasOptional(state.metrics)).toBe(false);
    expect(run(state, { type: 'clear' })).toMatchObject({ text: '', metrics: {}, error: null });
  });

  it('tells a v4.0 text from a v3 one', () => {
    expect(declaredVersion(` ${BASE}`)).toBe('4.0');
    expect(declaredVersion('CVSS:4.0')).toBe('4.0');
    expect(declaredVersion('CVSS:4.01/AV:N')).toBeNull();
    expect(cvss4.versionOfText(BASE)).toBe('4.0');
    expect(cvss4.versionOfText('CVSS:3.0/AV:N')).toBeNull();
    expect(cvss3.versionOfText(BASE)).toBeNull();
    expect(cvss3.versionOfText('CVSS:3.0/AV:N')).toBe('3.0');
  });
});

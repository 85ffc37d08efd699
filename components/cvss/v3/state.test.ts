import { describe, expect, it } from 'vitest';
import { BASE_METRIC_KEYS } from '@/lib/cvss';
import { cvss3, type Cvss3Action, type Cvss3State } from './state';

const { reducer, initialState, resultOf, chosenBase, versionOfText } = cvss3;

const CRITICAL = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
const BASE_VALUES = { AV: 'N', AC: 'L', PR: 'N', UI: 'N', S: 'U', C: 'H', I: 'H', A: 'H' } as const;

const run = (state: Cvss3State, ...actions: Cvss3Action[]) => actions.reduce(reducer, state);

const selectAll = (): Cvss3Action[] =>
  BASE_METRIC_KEYS.map((key) => ({ type: 'select', key, value: BASE_VALUES[key] }));

describe('the v3 calculator: initialState', () => {
  it('starts empty on CVSS 3.1 without a vector', () => {
    for (const vector of [null, '']) {
      const state = initialState(vector);
      expect(state).toEqual({
        text: '',
        version: '3.1',
        metrics: {},
        error: null,
        advancedOpen: false,
      });
      expect(resultOf(state)).toBeNull();
    }
  });

  it('starts with the bare prefix of a version chosen in the v4.0 calculator', () => {
    expect(initialState(null, '3.0')).toMatchObject({ text: 'CVSS:3.0', version: '3.0' });
  });

  it('restores a shared vector: text, buttons and result', () => {
    const state = initialState(CRITICAL);
    expect(state.text).toBe(CRITICAL);
    expect(state.metrics).toEqual(BASE_VALUES);
    expect(state.error).toBeNull();
    expect(resultOf(state)).toMatchObject({ baseScore: 9.8, severity: 'Critical' });
  });

  it('opens the optional metrics when the vector uses them', () => {
    expect(initialState(`${CRITICAL}/E:P`).advancedOpen).toBe(true);
    expect(initialState(`${CRITICAL}/MAV:L`).advancedOpen).toBe(true);
    expect(initialState(`${CRITICAL}/E:X`).advancedOpen).toBe(false);
  });

  it('shows an invalid shared vector with its error and no result', () => {
    const state = initialState('CVSS:3.1/AV:N');
    expect(state.text).toBe('CVSS:3.1/AV:N');
    expect(state.error).toBe('Falta la métrica base AC');
    expect(state.metrics).toEqual({});
    expect(resultOf(state)).toBeNull();
  });
});

describe('calculate', () => {
  it('moves a typed vector to the buttons and takes its version', () => {
    const vector = 'CVSS:3.0/AV:L/AC:H/PR:L/UI:R/S:C/C:L/I:N/A:N';
    const state = run(initialState(null), { type: 'edit', text: vector }, { type: 'calculate' });
    expect(state.version).toBe('3.0');
    expect(state.metrics).toEqual({
      AV: 'L',
      AC: 'H',
      PR: 'L',
      UI: 'R',
      S: 'C',
      C: 'L',
      I: 'N',
      A: 'N',
    });
    expect(resultOf(state)?.vector).toBe(vector);
  });

  it('trims the outer spaces of a pasted vector and shows the trimmed text', () => {
    const state = run(
      initialState(null),
      { type: 'edit', text: `  ${CRITICAL}\n` },
      { type: 'calculate' },
    );
    expect(state.text).toBe(CRITICAL);
    expect(state.error).toBeNull();
  });

  it('keeps the buttons and the result when the text is invalid', () => {
    const before = initialState(CRITICAL);
    const after = run(before, { type: 'edit', text: 'AV:N/AC:L' }, { type: 'calculate' });
    expect(after.error).toBe('El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/');
    expect(after.text).toBe('AV:N/AC:L');
    expect(after.metrics).toBe(before.metrics);
    expect(after.version).toBe(before.version);
    expect(resultOf(after)?.baseScore).toBe(9.8);
  });

  it('reports an empty field', () => {
    expect(run(initialState(null), { type: 'calculate' }).error).toBe('El vector está vacío');
  });

  it('clears a previous error once a vector is valid', () => {
    const state = run(
      initialState('nope'),
      { type: 'edit', text: CRITICAL },
      { type: 'calculate' },
    );
    expect(state.error).toBeNull();
  });
});

describe('select', () => {
  it('writes the chosen metrics into the text, in vector order, with the 3.1 prefix', () => {
    const state = run(
      initialState(null),
      { type: 'select', key: 'C', value: 'H' },
      { type: 'select', key: 'AV', value: 'N' },
    );
    expect(state.text).toBe('CVSS:3.1/AV:N/C:H');
    expect(chosenBase(state.metrics)).toBe(2);
    expect(resultOf(state)).toBeNull();
  });

  it('scores as soon as all eight base metrics are chosen', () => {
    const state = run(initialState(null), ...selectAll());
    expect(state.text).toBe(CRITICAL);
    expect(resultOf(state)).toMatchObject({
      vector: CRITICAL,
      baseScore: 9.8,
      impactSubscore: 5.9,
      exploitabilitySubscore: 3.9,
    });
  });

  it('keeps the current prefix: a 3.0 vector stays 3.0', () => {
    const state = run(initialState(CRITICAL.replace('3.1', '3.0')), {
      type: 'select',
      key: 'A',
      value: 'N',
    });
    expect(state.text).toBe('CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N');
    expect(resultOf(state)?.version).toBe('3.0');
  });

  it('follows a prefix typed into the field', () => {
    const state = run(
      initialState(null),
      { type: 'edit', text: 'CVSS:3.0/' },
      { type: 'select', key: 'AV', value: 'N' },
    );
    expect(state.version).toBe('3.0');
    expect(state.text).toBe('CVSS:3.0/AV:N');
  });

  it('drops a metric set back to "not defined" (X) and clears the error', () => {
    const state = run(
      initialState(`${CRITICAL}/E:P`),
      { type: 'edit', text: 'bad' },
      { type: 'calculate' },
      { type: 'select', key: 'E', value: 'X' },
    );
    expect(state.metrics.E).toBeUndefined();
    expect(state.text).toBe(CRITICAL);
    expect(state.error).toBeNull();
  });

  it('updates temporal and environmental scores', () => {
    const state = run(
      initialState(CRITICAL),
      { type: 'select', key: 'E', value: 'U' },
      { type: 'select', key: 'RL', value: 'O' },
      { type: 'select', key: 'CR', value: 'L' },
    );
    expect(state.text).toBe(`${CRITICAL}/E:U/RL:O/CR:L`);
    const result = resultOf(state);
    expect(result?.baseScore).toBe(9.8);
    expect(result?.temporalScore).toBeLessThan(9.8);
    expect(result?.environmentalScore).toBeLessThan(result?.temporalScore ?? 0);
  });
});

describe('version, clear and the optional section', () => {
  it('switches the prefix of the buttons’ vector', () => {
    const state = run(initialState(CRITICAL), { type: 'version', version: '3.0' });
    expect(state.text).toBe(CRITICAL.replace('3.1', '3.0'));
    expect(resultOf(state)?.version).toBe('3.0');
  });

  it('clears the vector but keeps the version and the open section', () => {
    const state = run(initialState(`${CRITICAL.replace('3.1', '3.0')}/E:P`), {
      type: 'clear',
    });
    expect(state).toEqual({
      text: '',
      version: '3.0',
      metrics: {},
      error: null,
      advancedOpen: true,
    });
  });

  it('toggles the optional section', () => {
    const open = run(initialState(null), { type: 'toggleAdvanced', open: true });
    expect(open.advancedOpen).toBe(true);
    expect(reducer(open, { type: 'toggleAdvanced', open: false }).advancedOpen).toBe(false);
  });
});

describe('versionOfText', () => {
  it.each([
    ['CVSS:3.0/AV:N', '3.0'],
    ['CVSS:3.1/', '3.1'],
    ['CVSS:3.1', '3.1'],
    [' CVSS:3.0/AV:N ', '3.0'],
    ['CVSS:3.11/AV:N', null],
    ['CVSS:4.0/AV:N', null],
    ['cvss:3.1/AV:N', null],
    ['', null],
  ])('reads %j as %s', (text, version) => expect(versionOfText(text)).toBe(version));
});

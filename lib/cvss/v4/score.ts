import type { Cvss4Metrics } from './metrics';

/**
 * CVSS v4.0 scoring (FIRST's v4.0 specification, section 8, and its calculator, cvss40.js):
 * the vector's MacroVector (six equivalence classes) selects a score from the specification's
 * table, then the score is lowered by how far the vector sits below the most severe vectors of
 * its MacroVector, in proportion to the gap to the next lower MacroVector. Computed in exact
 * rational arithmetic (tenths), rounded half up to one decimal.
 */

/** Equivalence classes EQ1…EQ6, each 0 (most severe) to 2. */
type MacroVector = readonly [number, number, number, number, number, number];

/**
 * The specification's MacroVector scores in tenths, in ascending MacroVector order: EQ1 0–2,
 * EQ2 0–1, EQ3 0–2, EQ4 0–2, EQ5 0–2, EQ6 0–1, where EQ3 = 2 exists only with EQ6 = 1.
 */
// prettier-ignore
const TABLE_IN_ORDER = [
  // EQ1 0, EQ2 0, EQ3 0
  100, 99, 98, 95, 95, 92, 100, 96, 93, 87, 91, 81, 93, 90, 89, 80, 81, 68,
  // EQ1 0, EQ2 0, EQ3 1
  98, 95, 95, 92, 90, 84, 93, 92, 89, 81, 81, 65, 88, 80, 78, 70, 69, 48,
  // EQ1 0, EQ2 0, EQ3 2
  92, 82, 72, 79, 69, 50, 69, 55, 27,
  // EQ1 0, EQ2 1, EQ3 0
  99, 97, 95, 92, 92, 85, 95, 91, 90, 83, 84, 71, 92, 81, 82, 71, 72, 53,
  // EQ1 0, EQ2 1, EQ3 1
  95, 93, 92, 85, 85, 73, 92, 82, 80, 72, 70, 59, 84, 70, 71, 52, 50, 30,
  // EQ1 0, EQ2 1, EQ3 2
  86, 75, 52, 71, 52, 29, 63, 29, 17,
  // EQ1 1, EQ2 0, EQ3 0
  98, 95, 94, 87, 91, 81, 94, 89, 86, 74, 77, 64, 87, 75, 74, 63, 63, 49,
  // EQ1 1, EQ2 0, EQ3 1
  94, 89, 88, 77, 76, 67, 86, 76, 74, 58, 59, 50, 72, 57, 57, 52, 52, 25,
  // EQ1 1, EQ2 0, EQ3 2
  83, 70, 54, 65, 58, 26, 53, 21, 13,
  // EQ1 1, EQ2 1, EQ3 0
  95, 90, 88, 76, 76, 70, 90, 77, 75, 62, 61, 53, 77, 66, 68, 59, 52, 30,
  // EQ1 1, EQ2 1, EQ3 1
  89, 78, 76, 67, 62, 58, 74, 59, 57, 57, 47, 23, 61, 52, 57, 29, 24, 16,
  // EQ1 1, EQ2 1, EQ3 2
  71, 59, 30, 58, 26, 15, 23, 13, 6,
  // EQ1 2, EQ2 0, EQ3 0
  93, 87, 86, 72, 75, 58, 86, 74, 74, 61, 56, 34, 70, 54, 52, 40, 40, 22,
  // EQ1 2, EQ2 0, EQ3 1
  85, 75, 74, 55, 62, 51, 72, 57, 55, 41, 46, 19, 53, 36, 34, 19, 19, 8,
  // EQ1 2, EQ2 0, EQ3 2
  64, 51, 20, 47, 21, 11, 24, 9, 4,
  // EQ1 2, EQ2 1, EQ3 0
  88, 75, 73, 53, 60, 50, 73, 55, 59, 40, 41, 20, 54, 43, 45, 22, 20, 11,
  // EQ1 2, EQ2 1, EQ3 1
  75, 55, 58, 45, 40, 21, 61, 51, 48, 18, 20, 9, 46, 18, 17, 7, 8, 2,
  // EQ1 2, EQ2 1, EQ3 2
  53, 24, 14, 24, 12, 5, 10, 3, 1,
];

const SCORES = new Map<string, number>();
{
  let index = 0;
  for (let eq1 = 0; eq1 <= 2; eq1++)
    for (let eq2 = 0; eq2 <= 1; eq2++)
      for (let eq3 = 0; eq3 <= 2; eq3++)
        for (let eq4 = 0; eq4 <= 2; eq4++)
          for (let eq5 = 0; eq5 <= 2; eq5++)
            for (let eq6 = eq3 === 2 ? 1 : 0; eq6 <= 1; eq6++)
              SCORES.set(`${eq1}${eq2}${eq3}${eq4}${eq5}${eq6}`, TABLE_IN_ORDER[index++] ?? NaN);
}

/** Severity level of each value in tenths (0 = most severe), from FIRST's calculator. */
const LEVELS = {
  AV: { N: 0, A: 1, L: 2, P: 3 },
  PR: { N: 0, L: 1, H: 2 },
  UI: { N: 0, P: 1, A: 2 },
  AC: { L: 0, H: 1 },
  AT: { N: 0, P: 1 },
  VC: { H: 0, L: 1, N: 2 },
  VI: { H: 0, L: 1, N: 2 },
  VA: { H: 0, L: 1, N: 2 },
  SC: { H: 1, L: 2, N: 3 },
  SI: { S: 0, H: 1, L: 2, N: 3 },
  SA: { S: 0, H: 1, L: 2, N: 3 },
  CR: { H: 0, M: 1, L: 2 },
  IR: { H: 0, M: 1, L: 2 },
  AR: { H: 0, M: 1, L: 2 },
  E: { A: 0, P: 1, U: 2 },
} as const satisfies Record<string, Readonly<Record<string, number>>>;
type LeveledKey = keyof typeof LEVELS;
type Assignment = Readonly<Record<LeveledKey, string>>;
const LEVELED_KEYS = Object.keys(LEVELS) as LeveledKey[];

const levelOf = (key: LeveledKey, value: string): number => {
  const level = (LEVELS[key] as Readonly<Record<string, number>>)[value];
  if (level === undefined) throw new Error(`No severity level for ${key}:${value}`);
  return level;
};

const parse = (text: string): Partial<Assignment> =>
  Object.fromEntries(text.split('/').map((field) => field.split(':')));

/** The most severe vectors of each class (EQ3 and EQ6 together, indexed [EQ3][EQ6]). */
const MAX_COMPOSED = {
  eq1: [
    ['AV:N/PR:N/UI:N'],
    ['AV:A/PR:N/UI:N', 'AV:N/PR:L/UI:N', 'AV:N/PR:N/UI:P'],
    ['AV:P/PR:N/UI:N', 'AV:A/PR:L/UI:P'],
  ],
  eq2: [['AC:L/AT:N'], ['AC:H/AT:N', 'AC:L/AT:P']],
  eq3eq6: [
    [
      ['VC:H/VI:H/VA:H/CR:H/IR:H/AR:H'],
      ['VC:H/VI:H/VA:L/CR:M/IR:M/AR:H', 'VC:H/VI:H/VA:H/CR:M/IR:M/AR:M'],
    ],
    [
      ['VC:L/VI:H/VA:H/CR:H/IR:H/AR:H', 'VC:H/VI:L/VA:H/CR:H/IR:H/AR:H'],
      [
        'VC:L/VI:H/VA:L/CR:H/IR:M/AR:H',
        'VC:L/VI:H/VA:H/CR:H/IR:M/AR:M',
        'VC:H/VI:L/VA:H/CR:M/IR:H/AR:M',
        'VC:H/VI:L/VA:L/CR:M/IR:H/AR:H',
        'VC:L/VI:L/VA:H/CR:H/IR:H/AR:M',
      ],
    ],
    [[], ['VC:L/VI:L/VA:L/CR:H/IR:H/AR:H']],
  ],
  eq4: [['SC:H/SI:S/SA:S'], ['SC:H/SI:H/SA:H'], ['SC:L/SI:L/SA:L']],
  eq5: [['E:A'], ['E:P'], ['E:U']],
} as const;

/** Depth of each class in severity steps (FIRST's "max severity", already +1). */
const DEPTH = {
  eq1: [1, 4, 5],
  eq2: [1, 2],
  eq3eq6: [
    [7, 6],
    [8, 8],
    [NaN, 10], // EQ3 = 2 comes only with EQ6 = 1
  ],
  eq4: [6, 5, 4],
} as const;

/**
 * The values that are scored: a modified metric replaces its base metric, and an undefined
 * threat or security requirement counts as the worst case (E:A, CR/IR/AR:H).
 */
function effective(metrics: Cvss4Metrics): Assignment {
  const value = (key: LeveledKey, fallback?: string): string => {
    const modified = (metrics as Record<string, string | undefined>)[`M${key}`];
    return modified ?? (metrics as Record<string, string | undefined>)[key] ?? fallback ?? '';
  };
  return {
    AV: value('AV'),
    PR: value('PR'),
    UI: value('UI'),
    AC: value('AC'),
    AT: value('AT'),
    VC: value('VC'),
    VI: value('VI'),
    VA: value('VA'),
    SC: value('SC'),
    SI: value('SI'),
    SA: value('SA'),
    CR: value('CR', 'H'),
    IR: value('IR', 'H'),
    AR: value('AR', 'H'),
    E: value('E', 'A'),
  };
}

/** The six equivalence classes of FIRST's v4.0 specification, section 8.2. */
export function macroVectorOf(metrics: Cvss4Metrics): MacroVector {
  const { AV, PR, UI, AC, AT, VC, VI, VA, SC, SI, SA, CR, IR, AR, E } = effective(metrics);
  const eq1 =
    AV === 'N' && PR === 'N' && UI === 'N'
      ? 0
      : (AV === 'N' || PR === 'N' || UI === 'N') && AV !== 'P'
        ? 1
        : 2;
  const eq2 = AC === 'L' && AT === 'N' ? 0 : 1;
  const eq3 = VC === 'H' && VI === 'H' ? 0 : VC === 'H' || VI === 'H' || VA === 'H' ? 1 : 2;
  const eq4 = SI === 'S' || SA === 'S' ? 0 : SC === 'H' || SI === 'H' || SA === 'H' ? 1 : 2;
  const eq5 = E === 'A' ? 0 : E === 'P' ? 1 : 2;
  const eq6 =
    (CR === 'H' && VC === 'H') || (IR === 'H' && VI === 'H') || (AR === 'H' && VA === 'H') ? 0 : 1;
  return [eq1, eq2, eq3, eq4, eq5, eq6];
}

const scoreOf = (macro: readonly number[]): number | undefined => SCORES.get(macro.join(''));

/** The vector's score in tenths (0–100), exact to FIRST's calculator. */
export function scoreInTenths(metrics: Cvss4Metrics): number {
  const current = effective(metrics);
  // No impact on any system: the score is 0, whatever else the vector says.
  if (
    [current.VC, current.VI, current.VA, current.SC, current.SI, current.SA].every((v) => v === 'N')
  ) {
    return 0;
  }

  const macro = macroVectorOf(metrics);
  const [eq1, eq2, eq3, eq4, eq5, eq6] = macro;
  const top = scoreOf(macro);
  if (top === undefined) throw new Error(`No score for MacroVector ${macro.join('')}`);
  const lowered = (index: number) => macro.map((eq, i) => (i === index ? eq + 1 : eq));

  // The next lower MacroVector of each class; EQ3 and EQ6 move together.
  const eq3eq6Lower =
    eq3 === 0 && eq6 === 0
      ? Math.max(scoreOf(lowered(5)) ?? NaN, scoreOf(lowered(2)) ?? NaN)
      : eq3 === 2
        ? undefined
        : scoreOf(eq6 === 0 ? lowered(5) : lowered(2));
  const lower = [
    scoreOf(lowered(0)),
    scoreOf(lowered(1)),
    eq3eq6Lower,
    scoreOf(lowered(3)),
    scoreOf(lowered(4)),
  ];

  // The first most severe vector (in FIRST's order) that the vector is not more severe than.
  const candidates = MAX_COMPOSED.eq1[eq1]!.flatMap((a) =>
    MAX_COMPOSED.eq2[eq2]!.flatMap((b) =>
      MAX_COMPOSED.eq3eq6[eq3]![eq6]!.flatMap((c) =>
        MAX_COMPOSED.eq4[eq4]!.flatMap((d) =>
          MAX_COMPOSED.eq5[eq5]!.map((e) => parse([a, b, c, d, e].join('/')) as Assignment),
        ),
      ),
    ),
  );
  const distanceTo = (max: Assignment) =>
    Object.fromEntries(
      LEVELED_KEYS.map((key) => [key, levelOf(key, current[key]) - levelOf(key, max[key])]),
    ) as Record<LeveledKey, number>;
  const distances = candidates
    .map(distanceTo)
    .find((distance) => Object.values(distance).every((d) => d >= 0));
  if (distances === undefined)
    throw new Error(`No highest-severity vector for MacroVector ${macro.join('')}`);
  const sum = (...metricKeys: LeveledKey[]) =>
    metricKeys.reduce((total, key) => total + distances[key], 0);

  // Distance of the vector within each class and the class's depth (EQ5 never moves the score).
  const steps = [
    [sum('AV', 'PR', 'UI'), DEPTH.eq1[eq1]!],
    [sum('AC', 'AT'), DEPTH.eq2[eq2]!],
    [sum('VC', 'VI', 'VA', 'CR', 'IR', 'AR'), DEPTH.eq3eq6[eq3]![eq6]!],
    [sum('SC', 'SI', 'SA'), DEPTH.eq4[eq4]!],
    [0, 1],
  ] as const;

  // Mean over the classes that have a lower MacroVector of gap × distance / depth, as a fraction.
  let numerator = 0;
  let denominator = 1;
  let classes = 0;
  steps.forEach(([distance, depth], index) => {
    const next = lower[index];
    if (next === undefined || Number.isNaN(next)) return;
    classes += 1;
    // numerator/denominator + (top − next) × distance / depth
    numerator = numerator * depth + (top - next) * distance * denominator;
    denominator *= depth;
  });
  if (classes === 0) return top;
  // score = top − numerator / (denominator × classes), rounded half up, kept within 0–100.
  const total = denominator * classes;
  const exact = top * total - numerator;
  const rounded = Math.floor((2 * exact + total) / (2 * total));
  return Math.min(100, Math.max(0, rounded));
}

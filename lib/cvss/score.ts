import { Dec } from './decimal';
import { CvssError } from './errors';
import { WEIGHTS, type BaseMetricKey, type CvssVersion, type MetricKey } from './metrics';
import type { ParsedCvss } from './vector';

export interface CvssScores {
  baseScore: number;
  /** Base impact, rounded to one decimal as calculators display it; never below 0. */
  impactSubscore: number;
  /** Base exploitability, rounded to one decimal. */
  exploitabilitySubscore: number;
  temporalScore: number;
  environmentalScore: number;
}

type RoundUp = (value: Dec) => Dec;

/** Each version's "round up" to one decimal; exported for tests. */
export const ROUND_UP: Readonly<Record<CvssVersion, RoundUp>> = {
  // v3.0 "Round up": smallest one-decimal number at or above the exact value.
  '3.0': (value) => value.ceil(1),
  // v3.1 Appendix A: round to 5 decimals first, so a tiny excess over x.y does not become x.y + 0.1.
  '3.1': (value) => value.round(5).ceil(1),
};

/** Computes every score of an already validated vector (see parseCvssVector). */
export function computeScores({ version, metrics }: ParsedCvss): CvssScores {
  const roundUp = ROUND_UP[version];
  const value = (key: MetricKey): string => metrics[key] ?? 'X';
  // An undefined modified metric (MAV, MS, ...) means "same as the base metric".
  const modified = (key: BaseMetricKey): string => {
    const chosen = value(`M${key}`);
    return chosen === 'X' ? value(key) : chosen;
  };
  const weight = (table: Readonly<Record<string, string>>, key: MetricKey, chosen: string): Dec => {
    const text = table[chosen];
    if (text === undefined) throw new CvssError(`Valor inválido para ${key}: ${chosen}`);
    return Dec.of(text);
  };

  const exploitability = (
    av: string,
    ac: string,
    pr: string,
    ui: string,
    scopeChanged: boolean,
  ): Dec =>
    Dec.of('8.22')
      .times(weight(WEIGHTS.AV, 'AV', av))
      .times(weight(WEIGHTS.AC, 'AC', ac))
      .times(weight(scopeChanged ? WEIGHTS.PR_SCOPE_CHANGED : WEIGHTS.PR, 'PR', pr))
      .times(weight(WEIGHTS.UI, 'UI', ui));

  // Base metrics.
  const scopeChanged = value('S') === 'C';
  const iss = impactSubscore(
    weight(WEIGHTS.CIA, 'C', value('C')),
    weight(WEIGHTS.CIA, 'I', value('I')),
    weight(WEIGHTS.CIA, 'A', value('A')),
  );
  const impact = scopeChanged ? changedImpact(iss, '1', 15) : iss.times('6.42');
  const baseExploitability = exploitability(
    value('AV'),
    value('AC'),
    value('PR'),
    value('UI'),
    scopeChanged,
  );
  const base = combine(impact, baseExploitability, scopeChanged, roundUp);

  // Temporal metrics: X weighs 1, so without them the temporal score is the base score.
  const temporalFactor = weight(WEIGHTS.E, 'E', value('E'))
    .times(weight(WEIGHTS.RL, 'RL', value('RL')))
    .times(weight(WEIGHTS.RC, 'RC', value('RC')));
  const temporal = roundUp(base.times(temporalFactor));

  // Environmental metrics, always computed: X requirements weigh 1 and X modified metrics copy the base.
  const modifiedScopeChanged = modified('S') === 'C';
  const miss = impactSubscore(
    weight(WEIGHTS.REQUIREMENT, 'CR', value('CR')).times(weight(WEIGHTS.CIA, 'MC', modified('C'))),
    weight(WEIGHTS.REQUIREMENT, 'IR', value('IR')).times(weight(WEIGHTS.CIA, 'MI', modified('I'))),
    weight(WEIGHTS.REQUIREMENT, 'AR', value('AR')).times(weight(WEIGHTS.CIA, 'MA', modified('A'))),
  ).min('0.915');
  // v3.1 changed the Modified Impact for a changed scope; v3.0 reuses the base formula.
  const modifiedImpact = !modifiedScopeChanged
    ? miss.times('6.42')
    : version === '3.0'
      ? changedImpact(miss, '1', 15)
      : changedImpact(miss, '0.9731', 13);
  const modifiedExploitability = exploitability(
    modified('AV'),
    modified('AC'),
    modified('PR'),
    modified('UI'),
    modifiedScopeChanged,
  );
  const environmental = roundUp(
    combine(modifiedImpact, modifiedExploitability, modifiedScopeChanged, roundUp).times(
      temporalFactor,
    ),
  );

  return {
    baseScore: base.toNumber(),
    impactSubscore: impact.max('0').round(1).toNumber(),
    exploitabilitySubscore: baseExploitability.round(1).toNumber(),
    temporalScore: temporal.toNumber(),
    environmentalScore: environmental.toNumber(),
  };
}

/** 1 − (1 − C) × (1 − I) × (1 − A): the ISS (base) or MISS (modified, before the 0.915 cap). */
function impactSubscore(c: Dec, i: Dec, a: Dec): Dec {
  const one = Dec.of('1');
  return one.minus(one.minus(c).times(one.minus(i)).times(one.minus(a)));
}

/** 7.52 × (ISS − 0.029) − 3.25 × (ISS × factor − 0.02)^exponent, the impact when the scope is Changed. */
function changedImpact(iss: Dec, factor: string, exponent: number): Dec {
  return iss
    .minus('0.029')
    .times('7.52')
    .minus(iss.times(factor).minus('0.02').pow(exponent).times('3.25'));
}

/** Impact plus exploitability, scaled and capped as the specification says; 0 when there is no impact. */
function combine(impact: Dec, exploitability: Dec, scopeChanged: boolean, roundUp: RoundUp): Dec {
  if (impact.compare('0') <= 0) return Dec.of('0');
  const sum = impact.plus(exploitability);
  return roundUp((scopeChanged ? sum.times('1.08') : sum).min('10'));
}

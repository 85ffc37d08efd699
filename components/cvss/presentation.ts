import { SEVERITY_LABELS, type Severity } from '@/lib/cvss/core';

/** Tailwind classes that show a severity; every pair of text and background passes WCAG AA. */
export interface SeverityStyle {
  /** Strong fill with its text colour: the score tile. */
  solid: string;
  /** Light fill, text and ring: badges next to secondary scores. */
  soft: string;
  /** The fill alone: swatches of the severity scale. */
  swatch: string;
}

const STYLES: Readonly<Record<Severity, SeverityStyle>> = {
  None: {
    solid: 'bg-ink-500 text-white',
    soft: 'bg-ink-100 text-ink-700 ring-ink-200',
    swatch: 'bg-ink-500',
  },
  Low: {
    solid: 'bg-yellow-300 text-yellow-950',
    soft: 'bg-yellow-50 text-yellow-900 ring-yellow-300',
    swatch: 'bg-yellow-300',
  },
  Medium: {
    solid: 'bg-orange-400 text-orange-950',
    soft: 'bg-orange-50 text-orange-900 ring-orange-200',
    swatch: 'bg-orange-400',
  },
  High: {
    solid: 'bg-red-600 text-white',
    soft: 'bg-red-50 text-red-800 ring-red-200',
    swatch: 'bg-red-600',
  },
  Critical: {
    solid: 'bg-red-900 text-white',
    soft: 'bg-red-900 text-white ring-red-900',
    swatch: 'bg-red-900',
  },
};

export function severityStyle(severity: Severity): SeverityStyle {
  return STYLES[severity];
}

export interface SeverityBand {
  severity: Severity;
  /** Spanish name, e.g. 'Crítica'. */
  label: string;
  /** Lowest and highest score of the band, one decimal. */
  min: number;
  max: number;
  /** e.g. '9.0–10.0', or '0.0' for a one-value band. */
  range: string;
}

const band = (severity: Severity, min: number, max: number): SeverityBand => ({
  severity,
  label: SEVERITY_LABELS[severity],
  min,
  max,
  range: min === max ? formatScore(min) : `${formatScore(min)}–${formatScore(max)}`,
});

/** The qualitative rating scale of CVSS v3 (docs/product.md, CVSS calculator), lowest first. */
export const SEVERITY_SCALE: readonly SeverityBand[] = [
  band('None', 0, 0),
  band('Low', 0.1, 3.9),
  band('Medium', 4, 6.9),
  band('High', 7, 8.9),
  band('Critical', 9, 10),
];

/** Scores always show one decimal, as CVSS writes them: 10 → '10.0'. */
export function formatScore(score: number): string {
  return score.toFixed(1);
}

/** A v4.0 score written the Chilean way, with a decimal comma: 8.7 → '8,7'. */
export function formatScoreEs(score: number): string {
  return formatScore(score).replace('.', ',');
}

/** The white card that holds each part of the calculator. */
export const cardClass = 'rounded-card border-ink-100 shadow-card border bg-white';

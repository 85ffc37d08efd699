import type { ReactNode } from 'react';
import type { MetricValue } from '@/lib/cvss/core';
import { Icon } from '@/components/ui/icons';
import type { ChosenMetrics } from './calculator-state';
import { ChoiceGroup } from './choice-group';
import { cardClass } from './presentation';

/**
 * A group of metrics, the same for every version: its title, a short explanation and one
 * radio group per metric of `group`, wired to the calculator's state (useCalculator).
 */
export function MetricGroupFields<Key extends string, Group extends string>({
  idPrefix,
  group,
  text,
  metrics: allMetrics,
  calculator: { state, dispatch },
  optional,
}: {
  /** The version's prefix of element ids ('cvss', 'cvss4'). */
  idPrefix: string;
  group: Group;
  /** The version's copy: each group's title and explanation, one line under a metric's name. */
  text: {
    groups: Readonly<Record<Group, { title: string; description: string }>>;
    metricHelp: Readonly<Partial<Record<Key, string>>>;
  };
  /** Every metric of the version. */
  metrics: readonly { key: Key; name: string; group: Group; values: readonly MetricValue[] }[];
  calculator: {
    state: { metrics: ChosenMetrics<Key> };
    dispatch: (action: { type: 'select'; key: Key; value: string }) => void;
  };
  /** Optional metrics left out of the vector are "not defined" (X); base ones are unchosen. */
  optional: boolean;
}) {
  const titleId = `${idPrefix}-${group}-title`;
  const { title, description } = text.groups[group];
  const metrics = allMetrics.filter((metric) => metric.group === group);
  const help = text.metricHelp;
  const chosen = state.metrics;
  const onSelect = (key: Key, value: string) => dispatch({ type: 'select', key, value });
  return (
    <div>
      <h2 id={titleId} className="text-title font-bold">
        {title}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">{description}</p>
      <div className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {metrics.map((metric) => (
          <ChoiceGroup
            key={metric.key}
            label={metric.name}
            code={metric.key}
            description={help[metric.key]}
            choices={metric.values}
            selected={chosen[metric.key] ?? (optional ? 'X' : undefined)}
            onSelect={(value) => onSelect(metric.key, value)}
          />
        ))}
      </div>
    </div>
  );
}

/** The collapsible card of the optional metric groups. */
export function AdvancedSection({
  open,
  onToggle,
  toggle,
  hint,
  children,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  toggle: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      onToggle={(event) => {
        const { open: nowOpen } = event.currentTarget;
        if (nowOpen !== open) onToggle(nowOpen);
      }}
      className={`${cardClass} group/advanced mt-6 lg:mt-8`}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-6 transition-colors hover:bg-ink-50 motion-reduce:transition-none [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-lg font-bold text-ink-950">{toggle}</span>
          <span className="mt-1 block text-sm text-ink-600">{hint}</span>
        </span>
        <Icon
          name="chevron-down"
          className="size-6 shrink-0 text-ink-700 group-open/advanced:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      <div className="grid gap-10 border-t border-ink-100 p-6">{children}</div>
    </details>
  );
}

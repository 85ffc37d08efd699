import { useEffect, useMemo, useReducer, useRef, type ComponentProps, type ReactNode } from 'react';
import type { Severity, SupportedCvssVersion } from '@/lib/cvss/core';
import { declaredVersion, type CalculatorLogic } from './calculator-state';
import { AdvancedSection } from './metric-groups';
import { cardClass } from './presentation';
import { ScoreChip } from './score-chip';
import { PendingContext } from './pending';
import { ScorePanel, type ShownScore } from './score-panel';
import { cvssHref } from './share-url';
import { VectorForm, type FocusOnMount, type VectorFormState } from './vector-form';

/** Called by a calculator when the visitor picks or pastes another version. */
export type SwitchVersion = (version: SupportedCvssVersion, vector: string | null) => void;

/** What the page's calculator gives the calculator of the version it shows. */
export interface CalculatorProps<Version extends SupportedCvssVersion> {
  initialVector: string | null;
  /** Set after a switch by the version choice: the field starts with this bare prefix. */
  initialVersion: Version | undefined;
  /** The vector came from the page's URL (not from a switch). */
  fromUrl: boolean;
  focusOnMount: FocusOnMount;
  onSwitch: SwitchVersion;
  /** The prerendered stand-in: same layout, controls disabled. */
  pending?: boolean;
}

/**
 * Keeps /cvss?vector=… in step with the result, so that it can be shared and reloaded.
 * `fromUrl`: the vector came from the page's URL, so there is nothing to write at first; a
 * calculator shown after a version switch writes its vector (or none) straight away.
 */
function useVectorInUrl(vector: string | null, fromUrl: boolean) {
  const written = useRef<string | null | undefined>(fromUrl ? vector : undefined);
  useEffect(() => {
    if (written.current === vector) return;
    written.current = vector;
    // The History API keeps Next's search params in sync without a server round trip.
    window.history.replaceState(null, '', cvssHref(vector));
  }, [vector]);
}

/**
 * One version's calculator state, its result, the URL kept in step, and the form's handlers:
 * a vector or a choice of another version goes to `onSwitch`, which shows that calculator.
 */
export function useCalculator<
  Version extends SupportedCvssVersion,
  Key extends string,
  Result extends { vector: string },
>(
  logic: CalculatorLogic<Version, Key, Result>,
  { initialVector, initialVersion, fromUrl, onSwitch }: CalculatorProps<Version>,
) {
  const [state, dispatch] = useReducer(logic.reducer, null, () =>
    logic.initialState(initialVector, initialVersion),
  );
  const { version, metrics } = state;
  const result = useMemo(() => logic.resultOf({ version, metrics }), [logic, version, metrics]);
  useVectorInUrl(result?.vector ?? null, fromUrl);
  const own = (other: SupportedCvssVersion): other is Version =>
    (logic.rules.versions as readonly SupportedCvssVersion[]).includes(other);

  const form: VectorFormState = {
    text: state.text,
    error: state.error,
    version,
    onEdit: (text) => dispatch({ type: 'edit', text }),
    onCalculate: () => {
      const text = state.text.trim();
      const declared = declaredVersion(text);
      if (declared !== null && !own(declared)) onSwitch(declared, text);
      else dispatch({ type: 'calculate' });
    },
    onVersion: (chosen) => {
      if (own(chosen)) dispatch({ type: 'version', version: chosen });
      else onSwitch(chosen, null);
    },
    onClear: () => dispatch({ type: 'clear' }),
  };
  return { state, dispatch, result, chosen: logic.chosenBase(metrics), form };
}

/**
 * The layout of every version's calculator: the form, the result panel (sticky beside the
 * metrics on large screens, above them with a floating score chip on small ones), the base
 * metrics card and the collapsible optional metrics, wired to the state of `useCalculator`.
 */
export function CalculatorShell({
  calculator: { state, dispatch, form, chosen, result },
  props: { focusOnMount, pending = false },
  text,
  panel: panelOwn,
  baseTitleId,
  base,
  optional,
}: {
  /** What useCalculator gave the version's calculator. */
  calculator: {
    state: { advancedOpen: boolean };
    dispatch: (action: { type: 'toggleAdvanced'; open: boolean }) => void;
    form: VectorFormState;
    chosen: number;
    result: { severity: Severity; vector: string } | null;
  };
  props: Pick<CalculatorProps<SupportedCvssVersion>, 'focusOnMount' | 'pending'>;
  /** The version's copy. */
  text: {
    placeholder: string;
    advanced: { toggle: string; hint: string };
    result: { empty: string };
  };
  /** The headline score's name and text; its severity and vector come from the result. */
  panel: Omit<ComponentProps<typeof ScorePanel>, 'chosen' | 'empty' | 'score'> & {
    score: Pick<ShownScore, 'label' | 'text'> | null;
  };
  /** The id of the base metrics' heading, which names their card. */
  baseTitleId: string;
  base: ReactNode;
  /** The optional metric groups. */
  optional: ReactNode;
}) {
  const panel = {
    ...panelOwn,
    score: panelOwn.score &&
      result && { ...panelOwn.score, severity: result.severity, vector: result.vector },
    chosen,
    empty: text.result.empty,
  };
  const calculator = (
    <div
      aria-busy={pending || undefined}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <VectorForm {...form} placeholder={text.placeholder} focusOnMount={focusOnMount} />
      <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ScorePanel {...panel} />
      </div>
      <div className="lg:col-start-1">
        <ScoreChip score={panel.score} chosen={panel.chosen} total={panel.total} />
        <section aria-labelledby={baseTitleId} className={`${cardClass} p-6`}>
          {base}
        </section>
        <AdvancedSection
          open={state.advancedOpen}
          onToggle={(open) => dispatch({ type: 'toggleAdvanced', open })}
          {...text.advanced}
        >
          {optional}
        </AdvancedSection>
      </div>
    </div>
  );

  // The controls read `pending` and are disabled meanwhile; the elements stay the same once the
  // calculator is live, so hydration keeps the prerendered ones instead of replacing them.
  return <PendingContext value={pending}>{calculator}</PendingContext>;
}

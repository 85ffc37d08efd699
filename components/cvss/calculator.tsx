'use client';

import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import type { SupportedCvssVersion } from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import type { SwitchVersion } from './calculator-shell';
import { declaredVersion } from './calculator-state';
import { cardClass } from './presentation';
import { vectorFromSearch } from './share-url';
import { Cvss3Calculator } from './v3/calculator';

/** The v4.0 calculator, its metrics and scoring table load only when v4.0 is in play. */
const Cvss4Calculator = dynamic(
  () => import('./v4/calculator').then((module) => module.Cvss4Calculator),
  {
    ssr: false,
    loading: () => (
      <p role="status" aria-busy="true" className={`${cardClass} p-6 text-ink-700`}>
        {cvssContent.v4.loading}
      </p>
    ),
  },
);

const subscribeToNothing = () => () => {};

/**
 * The calculator with the vector of the page's URL (/cvss?vector=…). The page is static: its
 * HTML holds the empty calculator, disabled (`pending`), which hydrates and comes alive as is;
 * only a URL with a vector mounts it anew with that vector.
 */
export function CvssCalculatorFromUrl() {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // Read once, when the page mounts; the calculator then rewrites the URL as the vector changes.
  const [vectorAtLoad] = useState(() =>
    typeof window === 'undefined' ? null : vectorFromSearch(window.location.search),
  );
  const vector = hydrated ? vectorAtLoad : null;
  return <CvssCalculator key={vector ?? ''} initialVector={vector} pending={!hydrated} />;
}

/** Which calculator is shown and what it starts with; `switches` remounts it on each change. */
interface Shown {
  version: SupportedCvssVersion;
  vector: string | null;
  switches: number;
}

/**
 * The CVSS calculator: the v3.0/v3.1 one or the v4.0 one, side by side in ./v3 and ./v4. Each
 * keeps a text field and one radio group per metric in step, shows the scores and writes the
 * vector into the URL for sharing; a vector or a choice of the other version swaps calculators.
 * `pending` renders the prerendered stand-in shown until the browser takes over: same
 * layout, controls disabled so nothing typed is lost when the live calculator replaces it.
 */
function CvssCalculator({
  initialVector,
  pending = false,
}: {
  initialVector: string | null;
  pending?: boolean;
}) {
  const [shown, setShown] = useState<Shown>(() => ({
    version: initialVector !== null && declaredVersion(initialVector) === '4.0' ? '4.0' : '3.1',
    vector: initialVector,
    switches: 0,
  }));
  const switchVersion: SwitchVersion = (version, vector) =>
    setShown(({ switches }) => ({ version, vector, switches: switches + 1 }));
  const fromUrl = shown.switches === 0;
  const props = {
    initialVector: shown.vector,
    fromUrl,
    // The focus goes where the visitor left it: the version choice, or the field.
    focusOnMount: fromUrl ? undefined : shown.vector === null ? 'version' : 'input',
    onSwitch: switchVersion,
  } as const;
  // A switch by the version choice starts empty, with the chosen version's bare prefix.
  const chosenEmpty = !fromUrl && shown.vector === null;

  return shown.version === '4.0' ? (
    <Cvss4Calculator
      key={shown.switches}
      {...props}
      initialVersion={chosenEmpty ? shown.version : undefined}
    />
  ) : (
    <Cvss3Calculator
      key={shown.switches}
      {...props}
      initialVersion={chosenEmpty ? shown.version : undefined}
      pending={pending}
    />
  );
}

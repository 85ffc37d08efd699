import { useEffect, useRef, useState } from 'react';
import { cvssContent } from '@/content/cvss';
import { Icon, type IconName } from '@/components/ui/icons';

type CopyState = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 2500;

/** Copies a text to the clipboard and says so ('Copiado') for a moment. */
export function CopyButton({
  label,
  icon,
  doneMessage,
  getText,
  className,
}: {
  label: string;
  icon: IconName;
  /** Announced to screen readers once copied. */
  doneMessage: string;
  /** Read at click time (the share link needs the page's origin). */
  getText: () => string;
  className: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(getText());
    } catch {
      // No clipboard access (permission refused or an insecure context).
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  }

  const { copied, failed } = cvssContent.copy;
  return (
    <>
      <button type="button" onClick={() => void copy()} className={className}>
        <Icon name={state === 'copied' ? 'check' : icon} className="size-4 shrink-0" />
        {state === 'copied' ? copied : state === 'failed' ? failed : label}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? doneMessage : state === 'failed' ? failed : ''}
      </span>
    </>
  );
}

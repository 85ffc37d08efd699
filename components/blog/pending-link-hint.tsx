'use client';

import { useLinkStatus } from 'next/link';

/**
 * The loading state of a post opened from a card: a bar along the card's top edge while the
 * post is on its way. Blog pages arrive complete in their HTML (no route-level skeleton, which
 * React would reveal only after a 300 ms batch), so this shows only when a post was not
 * prefetched yet. Always rendered, toggled by opacity: no layout shift.
 */
export function PendingLinkHint({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  return (
    <>
      <span
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-1 bg-brand-500 transition-opacity duration-200 ${pending ? 'animate-pulse opacity-100' : 'opacity-0'}`}
      />
      <span role="status" className="sr-only">
        {pending ? label : ''}
      </span>
    </>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { loadErrorCopy } from '@/content/blog';

/** Asks the server for the page again, then leaves the error state if it now renders. */
export function RetryButton({ reset }: { reset: () => void }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={isPending}
      onClick={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
      className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-200 transition hover:bg-red-100"
    >
      {isPending ? loadErrorCopy.retrying : loadErrorCopy.retry}
    </button>
  );
}

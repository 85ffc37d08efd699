'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { supportCopy as copy } from '@/content/support';

/** After signing out the message stays 1.5 s before the login page (docs/product.md). */
const REDIRECT_DELAY_MS = 1500;

export function SignOutButton() {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      const response = await fetch('/api/session', { method: 'DELETE' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      toast('success', copy.signedOut);
      setTimeout(() => {
        router.replace('/login');
        router.refresh();
      }, REDIRECT_DELAY_MS);
    } catch {
      toast('error', copy.signOutError);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={signOut}
      disabled={busy}
      className="inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 transition hover:bg-ink-50 disabled:opacity-60"
    >
      <Icon name="logout" className="size-4" />
      {copy.signOut}
    </button>
  );
}

'use client';

import { buttonStyles } from '@/components/ui/button-styles';

/** Opens the browser's print dialog (the page's print styles leave only the report). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} print:hidden`}
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}

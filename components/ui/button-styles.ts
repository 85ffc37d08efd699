/** Shared looks of call-to-action buttons and links. */
export const buttonStyles = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-700 active:translate-y-px',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-200 transition hover:bg-ink-50 active:translate-y-px',
  onDark:
    'inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-card transition hover:bg-brand-50 active:translate-y-px',
} as const;

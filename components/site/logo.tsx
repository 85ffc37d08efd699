import { company } from '@/content/company';

/** The brand mark: Andean peaks drawn as rising data bars. Also used by app/icon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1e5aed" />
      <path d="M5 24l7-11 4.5 6L20 13l7 11z" fill="#fff" />
      <path d="M20 13l2.4 3.8-2.4 1.5-2.2-2z" fill="#2dd4bf" />
      <circle cx="24" cy="8" r="2" fill="#2dd4bf" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-9 shrink-0" />
      <span
        className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-ink-950'}`}
      >
        {company.name}
      </span>
    </span>
  );
}

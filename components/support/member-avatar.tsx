import { initials } from '@/lib/format';

export function MemberAvatar({ name, active }: { name: string; active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-11 shrink-0 place-items-center rounded-full text-sm font-bold ${
        active ? 'bg-accent-700 text-white' : 'bg-brand-50 text-brand-700'
      }`}
    >
      {initials(name)}
    </span>
  );
}

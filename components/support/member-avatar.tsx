import { initials } from '@/lib/format';

/** The member's initials; decoration, left out on a phone to give the name and address room. */
export function MemberAvatar({ name, active }: { name: string; active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-11 shrink-0 place-items-center rounded-full text-sm font-bold max-sm:hidden ${
        active ? 'bg-accent-700 text-white' : 'bg-brand-50 text-brand-700'
      }`}
    >
      {initials(name)}
    </span>
  );
}

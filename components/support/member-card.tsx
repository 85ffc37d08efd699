import { Icon, type IconName } from '@/components/ui/icons';
import { supportCopy } from '@/content/support';
import { formatPhone } from '@/lib/format';
import type { Member } from '@/lib/members/client';
import { MemberAvatar } from './member-avatar';

/** One member in the list: edit always, delete only when not on duty. */
export function MemberCard({
  member,
  onEdit,
  onDelete,
}: {
  member: Member;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const active = member.flagActivo === 1;
  const name = member.nombre || supportCopy.unnamed;
  return (
    <li className="flex items-start gap-3 rounded-xl border border-ink-100 bg-white p-4 transition hover:border-brand-200">
      <MemberAvatar name={member.nombre} active={active} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-ink-950">{name}</p>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              active ? 'bg-accent-300/25 text-accent-700' : 'bg-ink-100 text-ink-600'
            }`}
          >
            {active ? supportCopy.onDutyPill : supportCopy.availableBadge}
          </span>
        </div>
        <p className="text-sm text-ink-600">{member.email}</p>
        {member.telefono && <p className="text-sm text-ink-600">{formatPhone(member.telefono)}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        <IconButton
          icon="edit"
          label={supportCopy.editMember(name)}
          hover="hover:bg-brand-50 hover:text-brand-700"
          onClick={onEdit}
        />
        {!active && (
          <IconButton
            icon="trash"
            label={supportCopy.deleteMember(name)}
            hover="hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
          />
        )}
      </div>
    </li>
  );
}

function IconButton({
  icon,
  label,
  hover,
  onClick,
}: {
  icon: IconName;
  label: string;
  /** Hover colours: the brand's for edit, red for delete. */
  hover: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid size-9 place-items-center rounded-lg text-ink-500 transition ${hover}`}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}

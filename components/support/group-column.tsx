'use client';

import { useMemo, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { groupCopy, supportCopy } from '@/content/support';
import {
  currentHolder,
  memberCountLabel,
  type Member,
  type MemberGroup,
} from '@/lib/members/client';
import { type ShiftConfirmation } from '@/lib/schedule/client';
import { AssignShiftForm } from './assign-shift-form';
import { ConfirmDialog } from './confirm-dialog';
import { CurrentShiftCard } from './current-shift-card';
import { MemberCard } from './member-card';
import { MemberFormDialog } from './member-form-dialog';
import { Panel } from './panel';
import { SchedulePanel } from './schedule-panel';
import { ShiftConfirmationStatus } from './shift-confirmation';
import { ShiftHistory } from './shift-history';
import { useGroupData, type GroupData } from './use-group-data';

const toolButton =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition disabled:opacity-60';

/** One column of the support screen: current shift, assignment, history and members. */
export function GroupColumn({
  group,
  initial,
  initialError,
  confirmation,
  userEmail,
}: {
  group: MemberGroup;
  initial: GroupData;
  /** The group's latest handoff and its confirmation, as the server read it. */
  confirmation: ShiftConfirmation | null;
  /** The signed-in user's email: their member holding the shift may confirm it. */
  userEmail: string;
  /** Why the server could not read the group for the first render. */
  initialError?: string;
}) {
  const copy = groupCopy[group];
  const toast = useToast();
  const { data, loading, reload, create, update, remove, assign, normalize } = useGroupData(
    group,
    initial,
    initialError,
  );
  // Which dialog is open: the view's own state; the data lives in useGroupData.
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [normalizing, setNormalizing] = useState(false);

  const editedFields = useMemo(
    () =>
      editing
        ? { nombre: editing.nombre, email: editing.email, telefono: editing.telefono }
        : undefined,
    [editing],
  );

  const holder = currentHolder(data.members);

  return (
    <section
      aria-labelledby={`${group}-column`}
      className="grid min-w-0 grid-cols-1 content-start gap-6"
    >
      <h2
        id={`${group}-column`}
        className="text-sm font-semibold tracking-wider text-ink-500 uppercase"
      >
        {copy.name}
      </h2>
      <CurrentShiftCard
        copy={copy}
        holder={holder}
        latest={data.history[0]}
        confirmation={
          holder && (
            <ShiftConfirmationStatus
              group={group}
              holder={holder}
              initial={confirmation}
              userEmail={userEmail}
            />
          )
        }
      />
      <AssignShiftForm copy={copy} members={data.members} loading={loading} onAssign={assign} />
      <SchedulePanel
        group={group}
        groupName={copy.name}
        members={data.members}
        holderId={holder?.id}
        liveKey={data.history[0]?.id ?? ''}
        userEmail={userEmail}
      />

      <Panel
        id={`${group}-list`}
        title={copy.listTitle}
        subtitle={memberCountLabel(data.members.length)}
        actions={
          <>
            <button
              type="button"
              onClick={() => setCreating(true)}
              className={`${toolButton} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <Icon name="plus" className="size-4" />
              {supportCopy.create}
            </button>
            {group === 'equipo' && (
              <button
                type="button"
                onClick={() => setNormalizing(true)}
                className={`${toolButton} text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50`}
              >
                <Icon name="sparkles" className="size-4" />
                {supportCopy.normalize}
              </button>
            )}
            <button
              type="button"
              onClick={() => void reload()}
              disabled={loading}
              className={`${toolButton} text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50`}
            >
              <Icon name="refresh" className="size-4" />
              {supportCopy.reload}
            </button>
          </>
        }
      >
        <div className="mt-4" aria-busy={loading}>
          {loading ? (
            <p className="py-6 text-center text-sm text-ink-600">{supportCopy.loading}</p>
          ) : data.members.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-600">{copy.emptyList}</p>
          ) : (
            <ul className="grid gap-2">
              {data.members.map((member) => (
                <MemberCard
                  key={member.id}
                  member={member}
                  onEdit={() => setEditing(member)}
                  onDelete={() =>
                    member.flagActivo === 1
                      ? toast('error', copy.deleteActive)
                      : setDeleting(member)
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </Panel>

      <ShiftHistory copy={copy} entries={data.history} />

      <MemberFormDialog
        open={creating}
        mode="create"
        title={copy.createTitle}
        onClose={() => setCreating(false)}
        onSubmit={create}
      />
      <MemberFormDialog
        open={editing !== null}
        mode="edit"
        title={supportCopy.editTitle}
        initial={editedFields}
        onClose={() => setEditing(null)}
        onSubmit={(fields) => (editing ? update(editing, fields) : Promise.resolve(false))}
      />
      <ConfirmDialog
        open={deleting !== null}
        {...copy.confirmDelete(deleting?.nombre || supportCopy.unnamed)}
        confirmLabel={supportCopy.deleteLabel}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
      {group === 'equipo' && (
        <ConfirmDialog
          open={normalizing}
          {...supportCopy.normalizeConfirm}
          confirmLabel={supportCopy.normalize}
          onConfirm={normalize}
          onClose={() => setNormalizing(false)}
        />
      )}
    </section>
  );
}

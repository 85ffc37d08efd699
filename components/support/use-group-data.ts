'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { groupCopy, supportCopy } from '@/content/support';
import { loginRedirectPath, SUPPORT_PATH } from '@/lib/auth/client';
import {
  SHIFT_HISTORY_LENGTH,
  type CreateMemberInput,
  type Member,
  type MemberGroup,
  type ShiftEntry,
} from '@/lib/members/client';
import { errorDetail, isSessionLost, membersApi } from './members-api';

export interface GroupData {
  members: Member[];
  history: ShiftEntry[];
}

/**
 * A group's members and history in the browser, and the changes staff make to them: each
 * change calls the members API, tells the outcome in a toast and reloads the group. A lost
 * session sends the viewer to the login page with the way back.
 */
export function useGroupData(group: MemberGroup, initial: GroupData, initialError?: string) {
  const copy = groupCopy[group];
  const toast = useToast();
  const router = useRouter();
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (initialError) toast('error', copy.loadError(initialError));
  }, [initialError, copy, toast]);

  /** Reports a failed call; a lost session goes back to the login page instead. */
  const fail = useCallback(
    (error: unknown, message: (detail: string) => string) => {
      if (isSessionLost(error)) {
        toast('error', supportCopy.sessionExpired);
        router.replace(loginRedirectPath(SUPPORT_PATH, false));
        return;
      }
      toast('error', message(errorDetail(error)));
    },
    [router, toast],
  );

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [list, history] = await Promise.all([
        membersApi.list(group),
        membersApi.history(group, SHIFT_HISTORY_LENGTH),
      ]);
      setData({ members: list.members, history: history.entries });
    } catch (error) {
      fail(error, copy.loadError);
    } finally {
      setLoading(false);
    }
  }, [group, copy, fail]);

  async function create(fields: CreateMemberInput) {
    try {
      const { member } = await membersApi.create(group, fields);
      if (!member) {
        toast('error', copy.createFailed);
        return false;
      }
      toast('success', copy.created(member.nombre));
      await reload();
      return true;
    } catch (error) {
      fail(error, (detail) =>
        error instanceof Error && error.message ? detail : copy.createFallback,
      );
      return false;
    }
  }

  async function update(member: Member, fields: CreateMemberInput) {
    toast('info', supportCopy.updating);
    try {
      const { member: saved } = await membersApi.update(group, member.id, fields);
      toast('success', copy.updated(saved.nombre));
      await reload();
      return true;
    } catch (error) {
      fail(error, copy.updateError);
      return false;
    }
  }

  async function remove(member: Member) {
    toast('info', supportCopy.deleting);
    try {
      await membersApi.remove(group, member.id);
      toast('success', copy.deleted(member.nombre || supportCopy.unnamed));
      await reload();
    } catch (error) {
      fail(error, copy.deleteError);
    }
  }

  async function assign(member: Member) {
    try {
      await membersApi.assign(group, member.id);
      toast('success', copy.assigned(member.nombre || supportCopy.unnamed));
      await reload();
      return true;
    } catch (error) {
      fail(error, copy.assignError);
      return false;
    }
  }

  async function normalize() {
    try {
      const { actualizados, errores } = await membersApi.normalize();
      toast('success', supportCopy.normalized(actualizados));
      if (errores > 0) toast('warning', supportCopy.normalizeWarning(actualizados, errores));
      await reload();
    } catch (error) {
      fail(error, supportCopy.normalizeError);
    }
  }

  return { data, loading, reload, create, update, remove, assign, normalize };
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { groupCopy, supportCopy } from '@/content/support';
import { type CreateMemberInput, type Member, type MemberGroup } from '@/lib/members/client';
import { SHIFT_HISTORY_LENGTH, type HistoryEntry } from '@/lib/schedule/client';
import { useLiveBoard } from './live-board';
import { errorDetail, isSessionLost, membersApi } from './members-api';

export interface GroupData {
  members: Member[];
  history: HistoryEntry[];
}

/**
 * A group's members and history in the browser, live: Firestore listeners (see LiveBoard) bring
 * every change made anywhere, and only the data changes, never what the viewer is typing or has
 * selected. Staff's own changes call the members API and tell the outcome in a toast; the group
 * is reloaded over HTTP only while the live connection is not up. A lost session sends the
 * viewer to the login page with the way back.
 */
export function useGroupData(group: MemberGroup, initial: GroupData, initialError?: string) {
  const copy = groupCopy[group];
  const toast = useToast();
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [listening, setListening] = useState(false);
  const { live, report, fail: liveFailed, sessionLost } = useLiveBoard();

  useEffect(() => {
    if (!live) return;
    const stop = live.listen(group, {
      data: (latest) => {
        setData(latest);
        setListening(true);
      },
      state: report,
      failed: (listener) => {
        setListening(false);
        liveFailed(listener);
      },
    });
    return () => {
      stop();
      setListening(false);
    };
  }, [live, group, report, liveFailed]);

  useEffect(() => {
    if (initialError) toast('error', copy.loadError(initialError));
  }, [initialError, copy, toast]);

  /** Reports a failed call; a lost session goes back to the login page instead. */
  const fail = useCallback(
    (error: unknown, message: (detail: string) => string) => {
      if (isSessionLost(error)) return sessionLost();
      toast('error', message(errorDetail(error)));
    },
    [sessionLost, toast],
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

  /** After a change of ours: the listeners bring it when live, else read the group again. */
  const refresh = () => (listening ? Promise.resolve() : reload());

  async function create(fields: CreateMemberInput) {
    try {
      const { member } = await membersApi.create(group, fields);
      if (!member) {
        toast('error', copy.createFailed);
        return false;
      }
      toast('success', copy.created(member.nombre));
      await refresh();
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
      await refresh();
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
      await refresh();
    } catch (error) {
      fail(error, copy.deleteError);
    }
  }

  async function assign(member: Member) {
    try {
      await membersApi.assign(group, member.id);
      toast('success', copy.assigned(member.nombre || supportCopy.unnamed));
      await refresh();
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
      await refresh();
    } catch (error) {
      fail(error, supportCopy.normalizeError);
    }
  }

  return { data, loading, reload, create, update, remove, assign, normalize };
}

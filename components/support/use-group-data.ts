'use client';

import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { groupCopy, supportCopy } from '@/content/support';
import {
  LIVE_MEMBERS_LIMIT,
  memberCollections,
  SHIFT_HISTORY_LENGTH,
  shiftCollections,
  sortByName,
  toMember,
  toHistoryEntry,
  type CreateMemberInput,
  type Member,
  type MemberGroup,
  type HistoryEntry,
} from '@/lib/members/client';
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
  const { firestore, generation, report, fail: liveFailed, sessionLost } = useLiveBoard();

  useEffect(() => {
    if (!firestore) return;
    const latest: Partial<GroupData> = {};
    const listeners = { members: `${group}-members`, history: `${group}-history` };
    // A snapshot served from the cache (connection down) brings nothing new: no writes happen
    // in this browser. It only says the board is behind until the server answers again.
    const listen =
      <K extends keyof GroupData>(key: K, read: (snapshot: QuerySnapshot) => GroupData[K]) =>
      (snapshot: QuerySnapshot) => {
        if (snapshot.metadata.fromCache) return report(listeners[key], 'stale');
        report(listeners[key], 'live');
        latest[key] = read(snapshot);
        if (latest.members && latest.history) {
          setData({ members: latest.members, history: latest.history });
          setListening(true);
        }
      };
    const options = { includeMetadataChanges: true };
    // Bounded queries only: the security rules refuse a list without a limit.
    const stopMembers = onSnapshot(
      query(collection(firestore, memberCollections[group]), limit(LIVE_MEMBERS_LIMIT)),
      options,
      listen('members', (snapshot) =>
        sortByName(snapshot.docs.map((doc) => toMember(doc.id, doc.data(), group))),
      ),
      () => {
        setListening(false);
        liveFailed(listeners.members);
      },
    );
    const stopHistory = onSnapshot(
      query(
        collection(firestore, shiftCollections.history),
        where('group', '==', group),
        orderBy('at', 'desc'),
        limit(SHIFT_HISTORY_LENGTH),
      ),
      options,
      listen('history', (snapshot) =>
        snapshot.docs.map((doc) => toHistoryEntry(doc.id, doc.data())),
      ),
      () => {
        setListening(false);
        liveFailed(listeners.history);
      },
    );
    return () => {
      stopMembers();
      stopHistory();
      setListening(false);
    };
  }, [firestore, generation, group, report, liveFailed]);

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

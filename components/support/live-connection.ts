import { signInWithCustomToken } from 'firebase/auth';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { clientAuth, type FirebaseClientConfig } from '@/lib/firebase/client';
import { clientFirestore } from '@/lib/firebase/client-firestore';
import {
  LIVE_MEMBERS_LIMIT,
  memberCollections,
  sortByName,
  toMember,
  type MemberGroup,
} from '@/lib/members/client';
import {
  COVER_REQUEST_STATUS,
  MAX_COVER_REQUESTS,
  scheduleCollections,
  SHIFT_HISTORY_LENGTH,
  toCoverRequest,
  toHistoryEntry,
  toShiftConfirmation,
  type CoverRequest,
  type ShiftConfirmation,
} from '@/lib/schedule/client';
import type { GroupData } from './use-group-data';

/** What a group's listeners tell the board. */
interface GroupFeed {
  /** Both lists, as the server has them, each time either changes. */
  data: (data: GroupData) => void;
  /** A listener's state: `live` (up to date with the server) or `stale` (serving its cache). */
  state: (listener: string, state: 'live' | 'stale') => void;
  /** A listener stopped with an error. */
  failed: (listener: string) => void;
}

/** The browser's signed-in Firestore connection: one per sign-in. */
export interface LiveConnection {
  /** Starts a group's listeners; returns what stops them. */
  listen: (group: MemberGroup, feed: GroupFeed) => () => void;
  /** Starts the listener of the group's latest handoff and its confirmation. */
  confirmation: (group: MemberGroup, feed: OneFeed<ShiftConfirmation | null>) => () => void;
  /** Starts the listener of a group's open cover requests (soonest first); returns its stop. */
  listenCoverRequests: (group: MemberGroup, feed: OneFeed<CoverRequest[]>) => () => void;
}

/** What one listener tells the board: its data, and its state like a group's. */
type OneFeed<T> = Omit<GroupFeed, 'data'> & { data: (data: T) => void };

/** One query listened to: `read` turns each snapshot from the server into the feed's data. */
function listenToQuery<T>(
  source: Query,
  listener: string,
  feed: OneFeed<T>,
  read: (snapshot: QuerySnapshot) => T,
): () => void {
  return onSnapshot(
    source,
    { includeMetadataChanges: true },
    (snapshot) => {
      if (snapshot.metadata.fromCache) return feed.state(listener, 'stale');
      feed.state(listener, 'live');
      feed.data(read(snapshot));
    },
    () => feed.failed(listener),
  );
}

/**
 * Signs the browser in to Firebase with the custom token the server minted for this staff
 * session (in memory only) and opens Firestore. The live board loads this module, and with it the
 * Firebase SDK, only after the board has painted from the server's read.
 */
export async function connectLive(
  config: FirebaseClientConfig,
  token: string,
): Promise<LiveConnection> {
  await signInWithCustomToken(clientAuth(config), token);
  const firestore = clientFirestore(config);
  return {
    listen: (group, feed) => listenToGroup(firestore, group, feed),
    // `turnos-actual/{group}` as a one-document list by its `group`: the rules allow no
    // single-document read, and no list of more than one (firestore.rules).
    confirmation: (group, feed) =>
      listenToQuery(
        query(
          collection(firestore, scheduleCollections.current),
          where('group', '==', group),
          limit(1),
        ),
        `${group}-confirmation`,
        feed,
        (snapshot) => {
          const data = snapshot.docs[0]?.data();
          return data ? toShiftConfirmation(data) : null;
        },
      ),
    // Only the open ones, bounded: exactly what the security rules allow.
    listenCoverRequests: (group, feed) =>
      listenToQuery(
        query(
          collection(firestore, scheduleCollections.coverRequests),
          where('group', '==', group),
          where('status', '==', COVER_REQUEST_STATUS.open),
          limit(MAX_COVER_REQUESTS),
        ),
        `${group}-cover-requests`,
        feed,
        (snapshot) =>
          snapshot.docs
            .map((doc) => toCoverRequest(doc.id, doc.data()))
            .sort((a, b) => a.from.localeCompare(b.from)),
      ),
  };
}

function listenToGroup(firestore: Firestore, group: MemberGroup, feed: GroupFeed): () => void {
  const latest: Partial<GroupData> = {};
  const listeners = { members: `${group}-members`, history: `${group}-history` };
  // A snapshot served from the cache (connection down) brings nothing new: no writes happen
  // in this browser. It only says the board is behind until the server answers again.
  const listen =
    <K extends keyof GroupData>(key: K, read: (snapshot: QuerySnapshot) => GroupData[K]) =>
    (snapshot: QuerySnapshot) => {
      if (snapshot.metadata.fromCache) return feed.state(listeners[key], 'stale');
      feed.state(listeners[key], 'live');
      latest[key] = read(snapshot);
      if (latest.members && latest.history) {
        feed.data({ members: latest.members, history: latest.history });
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
    () => feed.failed(listeners.members),
  );
  const stopHistory = onSnapshot(
    query(
      collection(firestore, scheduleCollections.history),
      where('group', '==', group),
      orderBy('at', 'desc'),
      limit(SHIFT_HISTORY_LENGTH),
    ),
    options,
    listen('history', (snapshot) => snapshot.docs.map((doc) => toHistoryEntry(doc.id, doc.data()))),
    () => feed.failed(listeners.history),
  );
  return () => {
    stopMembers();
    stopHistory();
  };
}

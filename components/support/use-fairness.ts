'use client';

import { useEffect, useState } from 'react';
import type { MemberGroup } from '@/lib/members/client';
import { fairnessMembers, type FairnessMember } from './fairness';
import { scheduleApi } from './schedule-api';

/**
 * The group's members, fewest night, weekend and holiday hours of the last 90 days first (GET
 * …/fairness), read once, when first `wanted` (the board has an open cover request). Null until
 * then, and for good when it cannot be read: the suggestion is a hint, never the board's error.
 */
export function useFairness(group: MemberGroup, wanted: boolean): FairnessMember[] | null {
  const [members, setMembers] = useState<FairnessMember[] | null>(null);
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);

  useEffect(() => {
    if (!asked) return;
    let current = true;
    scheduleApi.fairness(group).then(
      (answer) => {
        if (current) setMembers(fairnessMembers(answer));
      },
      () => {
        // Not there, refused or offline: no suggestion.
      },
    );
    return () => {
      current = false;
    };
  }, [asked, group]);

  return members;
}

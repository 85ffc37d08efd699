import type { Member } from '@/lib/members/client';

/**
 * The signed-in user's member in a group: the member whose email is the user's, whatever its
 * case (docs/contracts.md, Cover requests). None for staff without a member there.
 */
export function signedInMember(members: readonly Member[], userEmail: string): Member | undefined {
  const email = userEmail.trim().toLowerCase();
  return email ? members.find((member) => member.email.toLowerCase() === email) : undefined;
}

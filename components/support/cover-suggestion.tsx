import { coverRequestCopy as copy } from '@/content/cover-requests';
import type { FairnessMember } from './fairness';

/** The candidates, wrapping under the request, the first marked 'Sugerido' in words. */
export function CoverSuggestion({
  requester,
  candidates,
}: {
  requester: string;
  candidates: readonly FairnessMember[];
}) {
  if (candidates.length === 0) return null;
  return (
    <div className="basis-full text-xs text-ink-700">
      <p>{copy.suggestionTitle}</p>
      <ol className="mt-1 flex flex-wrap gap-1.5" aria-label={copy.suggestionLabel(requester)}>
        {candidates.map((member, index) => (
          <li
            key={member.memberId}
            className={
              index === 0
                ? 'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900 ring-1 ring-emerald-300'
                : 'inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 ring-1 ring-ink-200'
            }
          >
            {index === 0 && <span className="font-bold">{copy.suggested}:</span>}
            <span>{member.nombre}</span>
            <span className={index === 0 ? 'text-emerald-900' : 'text-ink-600'}>
              · {copy.offHours(member.offHours)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

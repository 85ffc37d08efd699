'use client';

import { coverRequestCopy as copy } from '@/content/cover-requests';
import { mayCancelCover, type CoverRequest } from '@/lib/schedule/client';
import { scheduleButtonClass } from './schedule-fields';

/**
 * 'Cancelar' on an open cover request, shown only to whoever may cancel it: the signed-in user
 * whose member is the requester (`memberId`), or who created it (`email`). The server checks the
 * same rule (403 otherwise); `onCancel` calls it and reports its Spanish refusal.
 */
export function CancelCoverRequest({
  request,
  range,
  memberId,
  email,
  disabled,
  onCancel,
}: {
  request: CoverRequest;
  range: string;
  memberId: string | undefined;
  email: string;
  disabled: boolean;
  onCancel: () => void;
}) {
  if (!mayCancelCover(request, { memberId, email })) return null;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={copy.cancelLabel(request.nombre, range)}
      className={`${scheduleButtonClass} px-3 py-1.5 text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50`}
      onClick={onCancel}
    >
      {copy.cancel}
    </button>
  );
}

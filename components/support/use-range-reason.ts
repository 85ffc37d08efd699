import { useState } from 'react';
import { scheduleCopy } from '@/content/schedule';
import { supportCopy } from '@/content/support';
import { localInputToInstant } from '@/lib/schedule/client';
import type * as z from '@/lib/zod';

/**
 * The state of a form over a range with a reason (a coverage, a cover request): the local
 * inputs, what went wrong and whether it is sending. `parse` checks the range against the
 * form's schema in Chile's time; `send` runs the request and shows its refusal.
 */
export function useRangeReason(initial: { from: string; to: string } = { from: '', to: '' }) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The range and reason (with `fields`) as `schema` reads them; null, with the problem shown. */
  function parse<T>(schema: z.ZodType<T>, fields: Record<string, unknown> = {}): T | null {
    const fromInstant = localInputToInstant(from);
    const toInstant = localInputToInstant(to);
    if (!fromInstant || !toInstant) {
      setProblem(scheduleCopy.invalidLocalTime);
      return null;
    }
    const parsed = schema.safeParse({
      ...fields,
      from: fromInstant,
      to: toInstant,
      ...(reason.trim() && { reason }),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? supportCopy.unexpectedError);
      return null;
    }
    return parsed.data;
  }

  /** Runs `request` (the server's message on failure, null once done); answers whether it went. */
  async function send(request: () => Promise<string | null>): Promise<boolean> {
    setBusy(true);
    const failure = await request();
    setBusy(false);
    setProblem(failure);
    return failure === null;
  }

  const clear = () => {
    setFrom('');
    setTo('');
    setReason('');
  };

  return { from, setFrom, to, setTo, reason, setReason, problem, busy, parse, send, clear };
}

export type RangeReasonForm = ReturnType<typeof useRangeReason>;

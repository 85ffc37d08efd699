'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import { proofOfWorkCopy } from '@/content/ui';
import { HONEYPOT_FIELD, PROOF_OF_WORK_STATUS } from '@/lib/spam/client';
import { postPublicForm } from './public-form-post';

/** What a public form says when its request is not stored. */
export interface PublicFormSendCopy {
  /** 400: the route refused a field. */
  invalid: string;
  /** 429: this visitor's limit. */
  tooMany: string;
  /** Any other refusal. */
  failed: string;
  /** No answer at all. */
  offline: string;
}

function sendErrorMessage(status: number, copy: PublicFormSendCopy): string {
  if (status === 400) return copy.invalid;
  if (status === 429) return copy.tooMany;
  if (status === PROOF_OF_WORK_STATUS) return proofOfWorkCopy.failed;
  return copy.failed;
}

/**
 * Sending a public form (the demo request, a rights request) with postPublicForm: the honeypot
 * field goes along, `isVerifying` while proof of work takes long, and `sendError` in Spanish when
 * the answer is not accepted (logged as "<name> refused" / "<name> failed").
 */
export function usePublicFormSend(url: string, name: string, copy: PublicFormSendCopy) {
  const [sendError, setSendError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);

  /** `accept` takes the answer and its JSON body, and says whether the request was stored. */
  async function send(
    body: Record<string, unknown>,
    event: BaseSyntheticEvent | undefined,
    accept: (response: Response, answer: Record<string, unknown> | null) => boolean,
  ) {
    setSendError(null);
    const form = event?.target instanceof HTMLFormElement ? new FormData(event.target) : undefined;
    try {
      const response = await postPublicForm(
        url,
        { ...body, [HONEYPOT_FIELD]: form?.get(HONEYPOT_FIELD) ?? '' },
        { onSlow: () => setIsVerifying(true) },
      );
      setIsVerifying(false);
      const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (accept(response, answer)) return;
      console.error(`${name} refused:`, response.status, answer?.detail);
      setSendError(sendErrorMessage(response.status, copy));
    } catch (error) {
      console.error(`${name} failed:`, error);
      setIsVerifying(false);
      setSendError(copy.offline);
    }
  }

  return { send, status: { sendError, isVerifying } };
}

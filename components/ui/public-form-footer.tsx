import { buttonStyles } from '@/components/ui/button-styles';
import { proofOfWorkCopy } from '@/content/ui';
import { HONEYPOT_FIELD } from '@/lib/spam/client';

/**
 * The end of a public form (the demo request, a rights request): the honeypot field, the
 * proof-of-work notice, the send error and the submit button. `span` is the grid class that
 * makes each row as wide as the form (a two-column form's `sm:col-span-2`).
 */
export function PublicFormFooter({
  sending: { isVerifying, sendError },
  isSubmitting,
  copy: { submit, submitting },
  span = '',
  wideButton = false,
}: {
  /** usePublicFormSend's state. */
  sending: { isVerifying: boolean; sendError: string | null };
  isSubmitting: boolean;
  copy: { submit: string; submitting: string };
  span?: string;
  /** Full width on phones (a form in a dialog). */
  wideButton?: boolean;
}) {
  return (
    <>
      {/* People never see or reach this field; bots fill it (lib/spam/honeypot.ts). */}
      <input
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="sr-only"
      />
      {isVerifying && (
        <p role="status" className={`rounded-lg bg-brand-50 px-4 py-3 text-ink-700 ${span}`}>
          {proofOfWorkCopy.verifying}
        </p>
      )}
      {sendError && (
        <p role="alert" className={`rounded-lg bg-red-50 px-4 py-3 text-red-800 ${span}`}>
          {sendError}
        </p>
      )}
      <div className={span}>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonStyles.primary}${wideButton ? 'w-full sm:w-auto' : ''}`}
        >
          {isSubmitting ? submitting : submit}
        </button>
      </div>
    </>
  );
}

'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { PublicFormFooter } from '@/components/ui/public-form-footer';
import { errorAttributes, FormField, inputClass } from '@/components/ui/form-field';
import { usePublicFormSend } from '@/components/ui/public-form-send';
import { privacyRequestCopy as copy } from '@/content/privacy';
import { formatCalendarDate } from '@/lib/format';
import type { PrivacyRequest, PrivacyRequestInput } from '@/lib/privacy/client';
import {
  privacyRequestLabels as labels,
  privacyRequestLimits as limits,
  privacyRequestMessages,
  privacyRightLabels,
  privacyRights,
} from '@/lib/privacy/client-fields';

const empty: PrivacyRequestInput = { email: '', right: '' as PrivacyRequest['right'], message: '' };

/** Validation (zod): loaded with the first validation, after the notice has painted. */
const validation = () => import('./privacy-request-validation');

const required = <span aria-hidden="true"> *</span>;

/**
 * The rights form (docs/contracts.md, Personal data): email, right and an optional message to
 * POST /api/privacy-requests (past the global ceiling, after proof of work: postPublicForm);
 * once stored, the request's number and due date.
 */
export function PrivacyRequestForm() {
  const { send: sendForm, status } = usePublicFormSend('/api/privacy-requests', 'Privacy request', {
    ...copy,
    tooMany: privacyRequestMessages.tooMany,
    failed: privacyRequestMessages.failed,
  });
  const [sent, setSent] = useState<{ id: string; dueOn: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PrivacyRequestInput, unknown, PrivacyRequest>({
    resolver: async (...args) => (await validation()).privacyRequestResolver(...args),
    mode: 'onTouched',
    defaultValues: empty,
  });

  function send(request: PrivacyRequest, event?: BaseSyntheticEvent) {
    return sendForm(request, event, (response, answer) => {
      const body = answer as { id?: string; dueOn?: string } | null;
      if (!response.ok || !body?.id || !body.dueOn) return false;
      reset(empty);
      setSent({ id: body.id, dueOn: body.dueOn });
      return true;
    });
  }

  if (sent) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-white p-6 shadow-card">
        <h3 className="text-lg font-bold">{copy.sentTitle}</h3>
        <p className="mt-2 text-ink-700">
          {copy.sent(formatCalendarDate(sent.dueOn) ?? sent.dueOn)}{' '}
          <strong data-testid="privacy-request-id">{sent.id}</strong>
        </p>
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          onClick={() => setSent(null)}
        >
          {copy.another}
        </button>
      </div>
    );
  }

  const emailError = errors.email?.message;
  const rightError = errors.right?.message;
  const messageError = errors.message?.message;
  return (
    <form onSubmit={handleSubmit(send)} noValidate className="mt-6 grid gap-5">
      <FormField
        id="privacy-email"
        error={emailError}
        label={
          <>
            {labels.email}
            {required}
          </>
        }
      >
        <input
          id="privacy-email"
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          aria-required
          {...errorAttributes('privacy-email', emailError)}
          className={inputClass}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="privacy-right"
        error={rightError}
        label={
          <>
            {labels.right}
            {required}
          </>
        }
      >
        <select
          id="privacy-right"
          aria-required
          {...errorAttributes('privacy-right', rightError)}
          className={inputClass}
          {...register('right')}
        >
          <option value="">{copy.chooseRight}</option>
          {privacyRights.map((right) => (
            <option key={right} value={right}>
              {privacyRightLabels[right]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="privacy-message" error={messageError} label={labels.message}>
        <p id="privacy-message-hint" className="text-sm text-ink-600">
          {copy.messageHint}
        </p>
        <textarea
          id="privacy-message"
          rows={4}
          maxLength={limits.message}
          {...errorAttributes('privacy-message', messageError)}
          aria-describedby={messageError ? 'privacy-message-error' : 'privacy-message-hint'}
          className={inputClass}
          {...register('message')}
        />
      </FormField>
      <PublicFormFooter sending={status} isSubmitting={isSubmitting} copy={copy} />
    </form>
  );
}

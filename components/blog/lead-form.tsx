'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PublicFormFooter } from '@/components/ui/public-form-footer';
import { errorAttributes, FormField, inputClass } from '@/components/ui/form-field';
import { usePublicFormSend } from '@/components/ui/public-form-send';
import { leadFormCopy as copy } from '@/content/blog';
import { privacyLinkCopy, privacyNotice } from '@/content/privacy';
import { prefillPlace } from '@/lib/geocoding';
import type { LeadContact } from './lead-thanks';
import {
  landingUtm,
  leadLabels,
  leadLimits,
  leadMessages,
  leadSchema,
  leadSubmissionSchema,
  pageOf,
  type LeadFields,
  type LeadSubmission,
  type LeadUtm,
} from '@/lib/leads/client';

type Field = keyof LeadFields;
/** The form's values: the box starts unticked; only a ticked one passes the schema. */
type LeadFormValues = LeadFields & { consent: boolean };

// Labels are the lead service's field names (its 400 messages use them), except the question.
const fields: {
  name: Field;
  label?: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  wide?: boolean;
  multiline?: boolean;
}[] = [
  { name: 'name', autoComplete: 'name', wide: true },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'jobTitle', autoComplete: 'organization-title' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'city', autoComplete: 'address-level2' },
  {
    name: 'demoDescription',
    label: copy.question,
    autoComplete: 'off',
    wide: true,
    multiline: true,
  },
];

/** The visit's attribution kept by the site layout (LandingAttribution), if any. */
function visitUtm(): LeadUtm | undefined {
  try {
    return landingUtm(window.sessionStorage);
  } catch {
    return undefined;
  }
}

// A field is required exactly when the shared schema refuses it empty.
const isRequired = (field: Field) => !leadSchema.shape[field].safeParse('').success;

const emptyRequest: LeadFormValues = {
  consent: false,
  name: '',
  email: '',
  company: '',
  jobTitle: '',
  phone: '',
  demoDescription: '',
  country: '',
  city: '',
};

/**
 * The lead form (docs/product.md, Demo request). It pre-fills country and city: Chile and
 * Santiago when locating fails or takes more than 3 s, replaced by the visitor's located place if
 * that comes before they typed in either field; and posts to /api/odoo with the visit's
 * attribution (`utm`) and the page it is on; the route answers 201 { message, lead_id } or an
 * error { detail }, or asks for proof of work first (postPublicForm).
 */
export function LeadForm({
  geocoderUrl,
  onSent,
}: {
  geocoderUrl: string;
  onSent: (contact: LeadContact) => void;
}) {
  const { send: sendForm, status } = usePublicFormSend('/api/odoo', 'Demo request', {
    ...copy,
    tooMany: leadMessages.tooMany,
  });
  const [isLocating, setIsLocating] = useState(true);
  // Set once the visitor types in country or city: a later located place no longer replaces them.
  const typedPlace = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadSubmission>({
    // The schema's input has `consent: true`; the form holds the box's boolean until then.
    resolver: zodResolver(leadSubmissionSchema) as Resolver<
      LeadFormValues,
      unknown,
      LeadSubmission
    >,
    mode: 'onTouched',
    defaultValues: emptyRequest,
  });

  useEffect(
    () =>
      prefillPlace(geocoderUrl, (place, located) => {
        for (const field of ['country', 'city'] as const) {
          // The fallback fills empty fields only; a located place replaces it until typed over.
          const replace = located ? !typedPlace.current : !getValues(field);
          if (replace) setValue(field, place[field], { shouldValidate: true });
        }
        setIsLocating(false);
      }),
    [geocoderUrl, getValues, setValue],
  );

  function send(request: LeadSubmission, event?: BaseSyntheticEvent) {
    return sendForm(
      { ...request, utm: visitUtm(), page: pageOf(window.location.pathname) },
      event,
      (response) => {
        if (!response.ok) return false;
        // A later request from this visitor starts empty (consent too), but in the same place.
        reset({ ...emptyRequest, country: request.country, city: request.city });
        onSent({ name: request.name, email: request.email });
        return true;
      },
    );
  }

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <p className="text-ink-600">{copy.intro}</p>
        <p className="mt-1 text-sm text-ink-500">{copy.requiredNote}</p>
      </div>
      {fields.map(({ name, label = leadLabels[name], type, autoComplete, wide, multiline }) => {
        const id = `demo-${name}`;
        const error = errors[name]?.message;
        const required = isRequired(name);
        const common = {
          id,
          autoComplete,
          maxLength: leadLimits[name],
          'aria-required': required,
          ...errorAttributes(id, error),
          className: inputClass,
          ...register(name),
        };
        const isPlace = name === 'country' || name === 'city';
        const locating = isLocating && isPlace;
        return (
          <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
            <FormField
              id={id}
              error={error}
              label={
                <>
                  {label}
                  {required && <span aria-hidden="true"> *</span>}
                </>
              }
            >
              {multiline ? (
                <textarea rows={4} {...common} />
              ) : (
                <input
                  type={type ?? 'text'}
                  placeholder={locating ? copy.locating : undefined}
                  onInput={
                    isPlace
                      ? () => {
                          typedPlace.current = true;
                        }
                      : undefined
                  }
                  {...common}
                />
              )}
            </FormField>
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="demo-consent"
            type="checkbox"
            aria-required
            {...errorAttributes('demo-consent', errors.consent?.message)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
            {...register('consent')}
          />
          <label htmlFor="demo-consent" className="text-sm text-ink-700">
            {privacyLinkCopy.consentBefore}
            <a
              href={privacyNotice.path}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline"
            >
              {privacyLinkCopy.consentLink}
            </a>
            {privacyLinkCopy.consentAfter}
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        {errors.consent?.message && (
          <p id="demo-consent-error" className="mt-1 text-sm text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>
      <PublicFormFooter
        sending={status}
        isSubmitting={isSubmitting}
        copy={copy}
        span="sm:col-span-2"
        wideButton
      />
    </form>
  );
}

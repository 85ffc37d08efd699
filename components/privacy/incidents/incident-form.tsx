'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { call, errorDetail, fieldErrors } from '@/components/support/members-api';
import { errorAttributes, FormField, FormInput, inputClass } from '@/components/ui/form-field';
import { buttonStyles } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { incidentsCopy as copy } from '@/content/incidents';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_RISKS,
  INCIDENT_STATUSES,
  incidentMessages,
  type IncidentView,
} from '@/lib/privacy/client';
import { instantToLocalInput, localInputToInstant } from '@/lib/schedule/client';
import * as z from '@/lib/zod';

/** The form's values: what the inputs hold, times in Chile's. */
interface Values {
  title: string;
  detectedAt: string;
  description: string;
  dataCategories: string[];
  peopleAffected: string;
  sensitive: boolean;
  risk: string;
  status: string;
  agencyNotifiedAt: string;
  peopleNotifiedAt: string;
  decision: string;
}
type Field = keyof Values;

const localInput = (iso: string | undefined) => (iso ? instantToLocalInput(Date.parse(iso)) : '');

/** An input's Chile time as the API's instant; blank as null; unreadable as the API's message. */
const instantOf = z.string().transform((value, context) => {
  if (!value) return null;
  const at = localInputToInstant(value);
  if (at) return at;
  context.addIssue({ code: 'custom', message: incidentMessages.instant });
  return z.NEVER;
});

/** The inputs → the API's body (its own schema checks the rest, on the server too). */
const bodySchema = z.object({
  title: z.string(),
  detectedAt: instantOf.pipe(z.string({ error: incidentMessages.instant })),
  description: z.string(),
  dataCategories: z.array(z.string()),
  peopleAffected: z
    .string()
    .transform((value) => (value.trim() === '' ? null : Number(value)))
    .pipe(
      z
        .number({ error: incidentMessages.people })
        .int(incidentMessages.people)
        .min(0, incidentMessages.people)
        .nullable(),
    ),
  sensitive: z.boolean(),
  risk: z.string(),
  status: z.string(),
  agencyNotifiedAt: instantOf,
  peopleNotifiedAt: instantOf,
  decision: z.string().trim(),
});
type Body = z.output<typeof bodySchema>;

function valuesOf(incident?: IncidentView): Values {
  return {
    title: incident?.title ?? '',
    detectedAt: localInput(incident?.detectedAt ?? new Date().toISOString()),
    description: incident?.description ?? '',
    dataCategories: incident?.dataCategories ?? [],
    peopleAffected: incident?.peopleAffected != null ? String(incident.peopleAffected) : '',
    sensitive: incident?.sensitive ?? false,
    risk: incident?.risk ?? 'medio',
    status: incident?.status ?? 'abierto',
    agencyNotifiedAt: localInput(incident?.agencyNotifiedAt),
    peopleNotifiedAt: localInput(incident?.peopleNotifiedAt),
    decision: '',
  };
}

/** What a change sends: only the fields that differ from the incident as shown, and the decision. */
function changeOf(body: Body, incident: IncidentView): Record<string, unknown> {
  const before = bodySchema.parse(valuesOf(incident));
  const change: Record<string, unknown> = { decision: body.decision };
  for (const [field, value] of Object.entries(body)) {
    if (field === 'decision') continue;
    if (JSON.stringify(value) !== JSON.stringify(before[field as keyof Body]))
      change[field] = value;
  }
  return change;
}

/** A new incident's body: dates left blank are not sent, nor an empty first decision. */
function creationOf({ agencyNotifiedAt, peopleNotifiedAt, decision, ...body }: Body) {
  return {
    ...body,
    ...(agencyNotifiedAt && { agencyNotifiedAt }),
    ...(peopleNotifiedAt && { peopleNotifiedAt }),
    ...(decision && { decision }),
  };
}

/**
 * 'Registrar incidente' (no `incident`) or the change of one: every editable field, times in
 * Chile's, checked by the server, whose Spanish message shows under its field. A change sends
 * only what changed, with its required decision.
 */
export function IncidentForm({ incident }: { incident?: IncidentView }) {
  const formId = useId();
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Body>({
    resolver: zodResolver(bodySchema),
    defaultValues: valuesOf(incident),
  });

  async function submit(body: Body) {
    try {
      if (incident) {
        await call(
          `/api/privacy/incidents/${encodeURIComponent(incident.id)}`,
          'PATCH',
          changeOf(body, incident),
        );
      } else {
        await call('/api/privacy/incidents', 'POST', creationOf(body));
      }
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      fields.forEach(([path, message], index) =>
        setError(path.split('.')[0] as Field, { message }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) toast('error', copy.failed(errorDetail(error)));
      return;
    }
    toast('success', incident ? copy.saved : copy.registered);
    // The server's pages read the register again; the form starts over from what it holds.
    router.refresh();
    if (!incident) reset(valuesOf());
    else reset(undefined, { keepValues: true });
  }

  const id = (field: Field) => `${formId}-${field}`;
  const error = (field: Field) => errors[field]?.message;
  const text = (field: Path<Values>, label: string, type = 'text', extra = {}) => (
    <FormInput
      id={id(field as Field)}
      label={label}
      error={error(field as Field)}
      type={type}
      {...extra}
      {...register(field)}
    />
  );
  const select = (
    field: 'risk' | 'status',
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <FormField id={id(field)} label={copy.fields[field]} error={error(field)}>
      <select
        id={id(field)}
        className={inputClass}
        {...errorAttributes(id(field), error(field))}
        {...register(field)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </FormField>
  );
  const area = (field: 'description' | 'decision', label: string, maxLength: number) => (
    <FormField id={id(field)} label={label} error={error(field)}>
      <textarea
        id={id(field)}
        rows={3}
        maxLength={maxLength}
        className={inputClass}
        {...errorAttributes(id(field), error(field))}
        {...register(field)}
      />
    </FormField>
  );
  const categoriesId = id('dataCategories');

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit(submit)}>
      {text('title', copy.fields.title, 'text', { maxLength: 200 })}
      {text('detectedAt', copy.fields.detectedAt, 'datetime-local')}
      {area('description', copy.fields.description, 5000)}
      <fieldset
        className="grid gap-2"
        aria-describedby={error('dataCategories') ? `${categoriesId}-error` : undefined}
      >
        <legend className="text-sm font-semibold text-ink-800">{copy.fields.dataCategories}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {INCIDENT_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={category}
                className="size-4"
                {...register('dataCategories')}
              />
              {copy.categories[category]}
            </label>
          ))}
        </div>
        {error('dataCategories') && (
          <p id={`${categoriesId}-error`} className="text-sm text-red-700">
            {error('dataCategories')}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('peopleAffected', copy.fields.peopleAffected, 'number', {
          min: 0,
          inputMode: 'numeric',
        })}
        {select('risk', INCIDENT_RISKS, copy.risks)}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0" {...register('sensitive')} />
        {copy.fields.sensitive}
      </label>
      {select('status', INCIDENT_STATUSES, copy.statuses)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('agencyNotifiedAt', copy.fields.agencyNotifiedAt, 'datetime-local')}
        {text('peopleNotifiedAt', copy.fields.peopleNotifiedAt, 'datetime-local')}
      </div>
      {area('decision', incident ? copy.fields.decision : copy.fields.firstDecision, 2000)}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {incident
            ? isSubmitting
              ? copy.saving
              : copy.save
            : isSubmitting
              ? copy.registering
              : copy.register}
        </button>
      </div>
    </form>
  );
}

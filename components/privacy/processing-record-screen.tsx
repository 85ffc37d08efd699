import 'server-only';
import type { ReactNode } from 'react';
import { StaffPage } from '@/components/support/staff-page';
import { privacyStaffCopy } from '@/content/privacy';
import { processingRecordCopy as copy } from '@/content/processing-record';
import {
  collectionsWithoutPersonalData,
  processingRecord,
  type ProcessingActivity,
} from '@/lib/processing-record';

const API_PATH = '/api/privacy/processing-record';

const listFields = [
  'titulares',
  'categoriasDatos',
  'colecciones',
  'plazoConservacion',
  'medidas',
] as const satisfies readonly (keyof ProcessingActivity)[];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="break-inside-avoid">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Activity({ activity }: { activity: ProcessingActivity }) {
  const headingId = `actividad-${activity.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6 print:break-inside-avoid print:shadow-none"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {copy.activities[activity.id]}
      </h2>
      <dl className="mt-4 grid gap-4 md:grid-cols-2">
        <Field label={copy.fields.finalidad}>{activity.finalidad}</Field>
        <Field label={copy.fields.baseLegal}>{activity.baseLegal}</Field>
        {listFields.map((field) => (
          <Field key={field} label={copy.fields[field]}>
            <List items={activity[field]} />
          </Field>
        ))}
        <Field label={copy.fields.destinatarios}>
          <List items={activity.destinatarios.map((each) => `${each.nombre}: ${each.pais}`)} />
        </Field>
      </dl>
    </section>
  );
}

/** /soporte/privacidad/registro (privacy staff): the record of processing, to read, print or download. */
export function ProcessingRecordScreen({ userName }: { userName: string }) {
  const activities = processingRecord();
  return (
    <StaffPage
      copy={copy}
      userName={userName}
      links={[{ href: '/soporte/datos', label: privacyStaffCopy.toPrivacy }]}
    >
      <main className="mx-auto grid max-w-7xl gap-6 px-5 py-8 lg:px-8 lg:py-10">
        <p className="text-ink-700">{copy.intro}</p>
        <nav aria-label={copy.downloads} className="print:hidden">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={`${API_PATH}?format=csv`} className="font-semibold text-brand-700 underline">
                {copy.csv}
              </a>
            </li>
            <li>
              <a
                href={API_PATH}
                download="registro-actividades-tratamiento.json"
                className="font-semibold text-brand-700 underline"
              >
                {copy.json}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={copy.contents} className="print:hidden">
          <h2 className="text-base font-semibold">{copy.contents}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {activities.map((activity) => (
              <li key={activity.id}>
                <a href={`#actividad-${activity.id}`} className="text-brand-700 underline">
                  {copy.activities[activity.id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {activities.map((activity) => (
          <Activity key={activity.id} activity={activity} />
        ))}
        <section aria-labelledby="sin-datos-personales" className="print:break-inside-avoid">
          <h2 id="sin-datos-personales" className="text-lg font-bold">
            {copy.withoutPersonalDataTitle}
          </h2>
          <p className="mt-1 text-ink-700">{copy.withoutPersonalDataIntro}</p>
          <dl className="mt-3 grid gap-2">
            {Object.entries(collectionsWithoutPersonalData).map(([collection, reason]) => (
              <div key={collection}>
                <dt className="inline font-mono text-sm">{collection}</dt>
                <dd className="inline text-ink-700">: {reason}</dd>
              </div>
            ))}
          </dl>
        </section>
      </main>
    </StaffPage>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/support/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { privacyStaffCopy as copy } from '@/content/privacy';
import { leadLabels } from '@/lib/leads/client';
import { CorrectionDialog } from './correction-dialog';
import { dateOf, dayOf, rightLabel } from './display';
import { privacyApi, type FoundData as Found, type Removal } from './privacy-api';

const actionButton =
  'rounded-xl px-4 py-2 text-sm font-semibold ring-1 ring-ink-200 transition hover:bg-ink-50 disabled:opacity-60';

const leadFields = Object.keys(leadLabels) as (keyof typeof leadLabels)[];

/** Everything stored about one address, and what staff may do with it. */
export function PersonalDataView({
  data,
  onChanged,
  onDeleted,
}: {
  data: Found;
  /** Look the data up again, under its new address when it was corrected. */
  onChanged: (email?: string) => void;
  onDeleted: (result: Removal) => void;
}) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const { email, leads, requests } = data;
  const anyBlocked = leads.some((lead) => lead.status === 'blocked');

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      toast('success', await action());
      onChanged();
    } catch (error) {
      toast('error', copy.failed((error as Error).message));
    } finally {
      setBusy(false);
    }
  }

  if (leads.length === 0 && requests.length === 0) {
    return <p className="mt-6 text-ink-700">{copy.nothingFound(email)}</p>;
  }

  return (
    <div className="mt-6 grid gap-6" data-testid="personal-data">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          className={actionButton}
          onClick={async () => {
            try {
              await privacyApi.download(email);
            } catch (error) {
              toast('error', copy.failed((error as Error).message));
            }
          }}
        >
          {copy.export}
        </button>
        {leads.length > 0 && (
          <>
            <button type="button" className={actionButton} onClick={() => setCorrecting(true)}>
              {copy.correct}
            </button>
            <button
              type="button"
              disabled={busy}
              className={actionButton}
              onClick={() =>
                run(async () =>
                  anyBlocked
                    ? copy.unblocked((await privacyApi.unblock(email)).unblocked)
                    : copy.blocked((await privacyApi.block(email)).blocked),
                )
              }
            >
              {anyBlocked ? copy.unblock : copy.block}
            </button>
          </>
        )}
        <button
          type="button"
          className="rounded-xl bg-red-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-red-700"
          onClick={() => setConfirming(true)}
        >
          {copy.remove}
        </button>
      </div>

      <FoundSection id="found-leads" title={copy.leadsTitle(leads.length)} list="gap-3">
        {leads.map((lead) => {
          const consent = lead.consent as { version?: string; at?: string } | undefined;
          return (
            <li key={String(lead.id)} className="rounded-xl border border-ink-100 p-4 text-sm">
              <p className="font-semibold">
                {copy.received(dateOf(lead.createdAt))} ·{' '}
                {copy.leadStatus[String(lead.status)] ?? String(lead.status)}
              </p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
                {leadFields.map((field) => (
                  <div key={field} className="contents">
                    <dt className="text-ink-600">{leadLabels[field]}</dt>
                    <dd>{String(lead[field] ?? '')}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-ink-700">
                {consent?.version
                  ? copy.consent(consent.version, dateOf(consent.at))
                  : copy.noConsent}
              </p>
              {Boolean(lead.forwardedAt) && (
                <p className="text-ink-700">
                  {copy.forwarded(String(lead.upstreamId ?? ''), dateOf(lead.forwardedAt))}
                </p>
              )}
              {Boolean(lead.expiresAt) && (
                <p className="text-ink-700">{copy.expires(dateOf(lead.expiresAt))}</p>
              )}
            </li>
          );
        })}
      </FoundSection>

      <FoundSection
        id="found-requests"
        title={copy.requestsOfTitle(requests.length)}
        list="gap-2 text-sm"
      >
        {requests.map((request) => (
          <li key={String(request.id)}>
            {copy.requestLine(
              rightLabel(request.right),
              String(request.status),
              dayOf(String(request.dueOn)),
            )}
          </li>
        ))}
      </FoundSection>

      <ConfirmDialog
        open={confirming}
        {...copy.confirmRemove(email)}
        confirmLabel={copy.remove}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            onDeleted(await privacyApi.remove(email));
          } catch (error) {
            toast('error', copy.failed((error as Error).message));
          }
        }}
      />
      {correcting && (
        <CorrectionDialog
          email={email}
          lead={leads.at(-1) ?? {}}
          onClose={() => setCorrecting(false)}
          onCorrected={(count, newEmail) => {
            toast('success', copy.corrected(count));
            setCorrecting(false);
            onChanged(newEmail);
          }}
        />
      )}
    </div>
  );
}

/** One kind of record found for the address: a heading and its list. */
function FoundSection({
  id,
  title,
  list,
  children,
}: {
  id: string;
  title: string;
  /** The list's own spacing and text size. */
  list: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-bold">
        {title}
      </h3>
      <ul className={`mt-3 grid ${list}`}>{children}</ul>
    </section>
  );
}

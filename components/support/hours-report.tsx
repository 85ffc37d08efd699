'use client';

import { useState } from 'react';
import { scheduleCopy as copy } from '@/content/schedule';
import type { MemberGroup } from '@/lib/members/client';
import { monthOf, type MemberHours } from '@/lib/schedule/client';
import { errorDetail } from './members-api';
import { PhoneLabel, phoneTable } from './phone-table';
import { hoursCsvUrl, scheduleApi } from './schedule-api';
import { scheduleButtonClass } from './schedule-fields';

const hourColumns = ['total', 'business', 'night', 'weekend', 'holiday'] as const;

/** A month's hours on duty per member, shown and downloadable as the report's CSV. */
export function HoursReport({ group }: { group: MemberGroup }) {
  const [month, setMonth] = useState(() => monthOf(Date.now()));
  const [rows, setRows] = useState<MemberHours[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function show() {
    try {
      setRows((await scheduleApi.hours(group, month)).rows);
      setProblem(null);
    } catch (error) {
      setProblem(errorDetail(error));
    }
  }

  const columns = copy.hoursColumns;
  return (
    <div className="mt-3 grid gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void show();
        }}
      >
        <label className="grid gap-1 text-sm">
          {copy.hoursMonth}
          <input
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm"
          />
        </label>
        <button
          type="submit"
          className={`${scheduleButtonClass} text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50`}
        >
          {copy.hoursShow}
        </button>
        <a
          href={hoursCsvUrl(group, month)}
          download
          className={`${scheduleButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {copy.hoursDownload}
        </a>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {rows &&
        (rows.length === 0 ? (
          <p className="text-sm text-ink-600">{copy.hoursEmpty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={`w-full text-left text-sm ${phoneTable.table}`}>
              <caption className="sr-only">{`${copy.hoursTitle} ${month}`}</caption>
              <thead className={phoneTable.head}>
                <tr className="text-ink-600">
                  <th scope="col" className="py-1 pr-3">
                    {columns.member}
                  </th>
                  {hourColumns.map((column) => (
                    <th key={column} scope="col" className="py-1 pr-3 text-right last:pr-0">
                      {columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={phoneTable.body}>
                {rows.map((row) => (
                  <tr key={row.memberId} className={`border-t border-ink-100 ${phoneTable.row}`}>
                    <th scope="row" className={`py-1 pr-3 font-medium ${phoneTable.cell}`}>
                      {row.nombre}
                    </th>
                    {hourColumns.map((column) => (
                      <td
                        key={column}
                        className={`py-1 pr-3 text-right last:pr-0 ${phoneTable.cell}`}
                      >
                        <PhoneLabel>{columns[column]}</PhoneLabel>
                        {copy.hoursValue(row[column])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}

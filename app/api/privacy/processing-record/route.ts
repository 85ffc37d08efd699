import { NextResponse } from 'next/server';
import { CSV_CONTENT_TYPE } from '@/lib/csv';
import { apiRoute } from '@/lib/http';
import { processingRecord, processingRecordCsv } from '@/lib/processing-record';

/**
 * Privacy staff: the record of processing as `{ activities }`; with `format=csv`, as a CSV in
 * the hours report's format.
 */
export const GET = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request }) => {
    const activities = processingRecord();
    if (new URL(request.url).searchParams.get('format') !== 'csv') {
      return NextResponse.json({ activities });
    }
    return new Response(processingRecordCsv(activities), {
      headers: {
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': 'attachment; filename="registro-actividades-tratamiento.csv"',
      },
    });
  },
);

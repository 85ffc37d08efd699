import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { isPostId } from '@/lib/cms';

/** Leaves Draft Mode: back to the post (`id`) as visitors see it, or to /blogs. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const id = request.nextUrl.searchParams.get('id') ?? '';
  redirect(isPostId(id) ? `/blogs/${id}` : '/blogs');
}

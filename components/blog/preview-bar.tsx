import { previewCopy } from '@/content/blog';

/**
 * Shown above a post in Draft Mode: whether visitors can see it yet, and the way out. Leaving
 * a published post goes back to it; an unpublished one has no public page, so to the list.
 */
export function PreviewBar({ documentId, published }: { documentId: string; published: boolean }) {
  const exit = published ? `/api/preview/exit?id=${documentId}` : '/api/preview/exit';
  return (
    <div
      role="status"
      className={`border-b px-5 py-3 text-sm font-medium ${
        published
          ? 'border-brand-200 bg-brand-50 text-brand-900'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>{published ? previewCopy.published : previewCopy.unpublished}</p>
        {/* A plain link: the route handler clears the Draft Mode cookie, never prefetched. */}
        <a href={exit} className="font-semibold underline underline-offset-2 hover:no-underline">
          {previewCopy.exit}
        </a>
      </div>
    </div>
  );
}

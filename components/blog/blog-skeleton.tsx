/** Grey shapes where cards or an article will appear, while a blog page loads. */
export function BlogGridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-card border border-ink-100 bg-white">
          <div className="aspect-video animate-pulse bg-ink-100" />
          <div className="space-y-3 p-6">
            <div className="h-5 w-4/5 animate-pulse rounded bg-ink-100" />
            <div className="h-4 w-full animate-pulse rounded bg-ink-100" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-ink-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BlogArticleSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-3xl px-5 pt-14 pb-20 lg:pt-20">
      <div className="h-10 w-4/5 animate-pulse rounded bg-ink-100" />
      <div className="mt-5 h-5 w-3/5 animate-pulse rounded bg-ink-100" />
      <div className="mt-10 aspect-video animate-pulse rounded-card bg-ink-100" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-4 animate-pulse rounded bg-ink-100" />
        ))}
      </div>
    </div>
  );
}

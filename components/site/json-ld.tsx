import type { Post } from '@/lib/cms';
import { env } from '@/lib/env';
import { postJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '@/lib/seo';

/** Structured data for search engines (schema.org as JSON-LD). */
function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The company; the home page carries it. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(env.NEXT_PUBLIC_SITE_URL)} />;
}

/** One service page's offer. */
export function ServiceJsonLd(service: { name: string; description: string; path: string }) {
  return <JsonLd data={serviceJsonLd(service, env.NEXT_PUBLIC_SITE_URL)} />;
}

/** A blog post (BlogPosting). */
export function PostJsonLd({ blog }: { blog: Post }) {
  return <JsonLd data={postJsonLd(blog, env.NEXT_PUBLIC_SITE_URL)} />;
}

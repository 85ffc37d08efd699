import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { PageHeading } from '@/components/site/page-heading';

export const metadata: Metadata = {
  title: 'Nuestros Blogs',
  description:
    'Artículos sobre desarrollo de software, automatización, datos, nube y ERP del equipo de la consultora.',
};

// Regenerated when Strapi's webhook marks the list stale; 60 s is the fallback (lib/cms).
export const revalidate = 60;

export default function BlogsPage() {
  return (
    <>
      <PageHeading
        title="Nuestros Blogs"
        lead="Ideas, casos y aprendizajes de nuestro equipo sobre software, automatización, datos y nube."
      />
      <div className="mx-auto max-w-7xl px-5 pb-24 lg:px-8">
        <BlogList headingLevel="h2" />
      </div>
    </>
  );
}

import Link from 'next/link';
import { PageSection } from '@/components/site/page-section';
import { buttonStyles } from '@/components/ui/button-styles';
import { BlogList } from './blog-list';

/** The home page's 'Nuestros Blogs' section: the latest three posts (specification 2.3). */
export function BlogTeaser() {
  return (
    <PageSection id="blogs" title="Nuestros Blogs">
      <div className="mt-10">
        <BlogList limit={3} headingLevel="h3" />
      </div>
      <Link href="/blogs" className={`${buttonStyles.secondary} mt-10`}>
        Ver más Blogs
      </Link>
    </PageSection>
  );
}

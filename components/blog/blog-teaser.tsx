import Link from 'next/link';
import { PageSection } from '@/components/site/page-section';
import { buttonStyles } from '@/components/ui/button-styles';
import { blogCopy } from '@/content/blog';
import { BlogList } from './blog-list';

/** The home page's 'Nuestros Blogs' section: the latest three posts (docs/product.md). */
export function BlogTeaser() {
  return (
    <PageSection id="blogs" title={blogCopy.title}>
      <div className="mt-10">
        <BlogList limit={3} headingLevel="h3" />
      </div>
      <Link href="/blogs" className={`${buttonStyles.secondary} mt-10`}>
        {blogCopy.more}
      </Link>
    </PageSection>
  );
}

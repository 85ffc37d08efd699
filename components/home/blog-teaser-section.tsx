import { PageSection } from '@/components/site/page-section';

/** #blogs: the blog teaser. Its posts come with the blog feature; for now only the heading. */
export function BlogTeaserSection() {
  return <PageSection id="blogs" title="Nuestros Blogs" />;
}

import { PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { BlogList } from '@/features/blog/components/blog-list';

/** /blogs */
export function BlogListPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageMeta
        title="Our Blog · Plantopia"
        description="Plant care guides, gardening tips and stories from Plantopia's growers in Bangladesh."
        path="/blogs"
      />
      <header className="mb-8 max-w-2xl sm:mb-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Blog</h1>
        <p className="mt-2 text-lg text-muted">Insights, tips, and stories from the world of plants.</p>
      </header>
      <BlogList />
    </Container>
  );
}

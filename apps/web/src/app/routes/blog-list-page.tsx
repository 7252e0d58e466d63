import { PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { BlogList } from '@/features/blog/components/blog-list';
import { useTranslation } from '@/lib/i18n/react';

/** /blogs */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  return (
    <Container className="py-10 sm:py-14">
      <PageMeta title={t('list.metaTitle')} description={t('list.metaDescription')} path="/blogs" />
      <header className="mb-8 max-w-2xl sm:mb-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('list.heading')}</h1>
        <p className="mt-2 text-lg text-muted">{t('list.intro')}</p>
      </header>
      <BlogList />
    </Container>
  );
}

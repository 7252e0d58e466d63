import { breadcrumbList, PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { PlantFinder } from '@/features/catalog/components/plant-finder';
import { parseFinderAnswers } from '@/features/catalog/lib/finder-answers';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from '@/lib/router';

/** /plants/finder: four questions, then the plants that suit the answers (docs/behaviour.md). */
export function PlantFinderPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const answers = parseFinderAnswers(params);
  return (
    <Container className="py-8 sm:py-10">
      <PageMeta
        title={t('finder.metaTitle')}
        description={t('finder.intro')}
        path="/plants/finder"
        structuredData={[
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Plants', path: '/plants' },
            { name: 'Plant finder', path: '/plants/finder' },
          ]),
        ]}
      />
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{t('finder.heading')}</h1>
      <p className="mt-2 mb-6 max-w-2xl text-muted">{t('finder.intro')}</p>
      <PlantFinder answers={answers} />
    </Container>
  );
}

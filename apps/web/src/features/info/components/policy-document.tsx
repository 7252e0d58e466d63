import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/i18n/react';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Body text styles for the policy pages (paragraphs, lists, links). */
export const policyProse =
  'space-y-3 leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:my-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5';

/** A long policy: its sections listed first (sticky beside the text on wide screens), then the text. */
export function PolicyDocument({ updated, sections }: { updated: string; sections: PolicySection[] }) {
  const { t } = useTranslation('info');
  return (
    <Container className="py-10 sm:py-14">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label={t('policy.onThisPage')} className="mb-8 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
          <p className="text-xs font-semibold tracking-wider text-muted uppercase">
            {t('policy.onThisPage')}
          </p>
          <ol className="mt-3 grid gap-1.5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <p className="text-sm text-muted">{t('policy.updated', { date: updated })}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-8 first-of-type:mt-4"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight text-ink">
                {section.title}
              </h2>
              <div className={`mt-3 ${policyProse}`}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}

import { PLANT_FACET_NAMES, PLANT_FACETS, type PlantFacet, type PlantFacetCounts } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { Link } from '@/components/link';
import { HydrateLater } from '@/lib/hydrate-later';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import type { CatalogFilters } from '../lib/catalog-params';

export interface PlantFactsFilterProps {
  filters: CatalogFilters;
  /** The counts of the listing shown (the server's facets); null while unknown. */
  counts: PlantFacetCounts | null;
  /** The search string of a listing with these filters (page 1). */
  hrefFor: (filters: CatalogFilters) => string;
}

/**
 * The plants' care facts as links, each with how many plants it would list given the other filters:
 * a link chooses a value, the chosen one's link takes it off. Links rather than controls, so the filter
 * works before (and without) the page's script; folded behind its summary on a phone, always open from
 * `lg` up (the `open-from-lg` style), again without script.
 */
export function PlantFactsFilter({ filters, counts, hrefFor }: PlantFactsFilterProps) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const chosen = Object.keys(filters.facts).length;

  function linkTo(facet: PlantFacet, value: string | undefined) {
    const facts = { ...filters.facts, [facet]: value };
    if (value === undefined) delete facts[facet];
    return hrefFor({ ...filters, page: 1, facts });
  }

  return (
    <details className="open-from-lg group mt-3 rounded-lg border border-line lg:mt-5 lg:border-0">
      <summary className="flex h-10 cursor-pointer list-none items-center justify-center gap-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {t('facts.summary')}
        {chosen > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            {format.number(chosen)}
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 p-3 lg:p-0">
        {PLANT_FACET_NAMES.map((facet) => (
          // A part per fact (lib/hydrate-later.tsx): its two dozen links are one long task on a phone otherwise.
          <HydrateLater key={facet}>
            <section aria-labelledby={`facet-${facet}`}>
              <h3 id={`facet-${facet}`} className="mb-1.5 text-sm font-medium text-ink">
                {t(`facts.${facet}.heading`)}
              </h3>
              <ul className="flex flex-wrap gap-1.5">
                {PLANT_FACETS[facet].map((value) => {
                  const active = filters.facts[facet] === value;
                  const count = counts?.[facet]?.[value as never] as number | undefined;
                  const label = t(`facts.${facet}.${value}`);
                  const pill = 'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm ring-1';
                  if (!active && count === 0) {
                    return (
                      <li key={value}>
                        <span className={clsx(pill, 'text-muted/70 ring-line')}>
                          {label}
                          <span className="text-xs">{format.number(0)}</span>
                        </span>
                      </li>
                    );
                  }
                  return (
                    <li key={value}>
                      <Link
                        to={linkTo(facet, active ? undefined : value)}
                        preventScrollReset
                        aria-current={active ? 'true' : undefined}
                        className={clsx(
                          pill,
                          active
                            ? 'bg-brand-700 font-semibold text-white ring-brand-700 hover:bg-brand-800'
                            : 'text-ink ring-line hover:bg-brand-50 hover:ring-brand-300',
                        )}
                      >
                        {active ? <Check aria-hidden="true" className="size-3.5" /> : null}
                        {label}
                        {count === undefined ? null : (
                          <span className={clsx('text-xs', active ? 'text-white/85' : 'text-muted')}>
                            {format.number(count)}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          </HydrateLater>
        ))}
      </div>
    </details>
  );
}

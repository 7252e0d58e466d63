import { CATEGORIES, type CategoryDefinition } from '@plantopia/shared';
import { clsx } from 'clsx';
import { ArrowRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CategoryIcon } from '@/components/category-icon';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/** The hero advances every 5000 ms (docs/behaviour.md §16.1). */
export const HERO_INTERVAL_MS = 5000;

export interface HeroSliderProps {
  slides?: readonly CategoryDefinition[];
  interval?: number;
}

/**
 * The home page's hero: one slide per category. It advances on a timer; picking a dot shows that slide
 * and restarts the timer. It stands still when the shopper prefers reduced motion, while the pointer
 * rests on it, or after Pause.
 */
export function HeroSlider({ slides = CATEGORIES, interval = HERO_INTERVAL_MS }: HeroSliderProps) {
  // A new object on every change, so the timer restarts even when the same slide is picked again.
  const [position, setPosition] = useState({ index: 0 });
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { t } = useTranslation('marketing');
  const categoryText = useCategoryText();
  const reducedMotion = usePrefersReducedMotion();
  const running = !reducedMotion && !stopped && !hovered && slides.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setPosition({ index: (position.index + 1) % slides.length }), interval);
    return () => clearTimeout(timer);
  }, [position, running, interval, slides.length]);

  const current = position.index;

  return (
    <section
      aria-roledescription={t('hero.carousel')}
      aria-label={t('hero.label')}
      className="on-dark relative isolate overflow-hidden bg-brand-900 text-white"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="grid">
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide a group.
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slidePosition', {
                position: index + 1,
                total: slides.length,
                name: categoryText.label(slide),
              })}
              aria-hidden={!active}
              inert={!active}
              className={clsx(
                'relative col-start-1 row-start-1 bg-linear-to-br transition-opacity duration-700 ease-out',
                slide.gradient,
                active ? 'opacity-100' : 'opacity-0',
              )}
            >
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-linear-to-r from-black/45 via-black/20 to-black/0"
              />
              <div
                aria-hidden="true"
                className="absolute -top-24 -right-40 size-[26rem] rounded-full bg-white/10 sm:top-1/2 sm:right-[8%] sm:-translate-y-1/2"
              />
              <div
                aria-hidden="true"
                className="absolute -top-16 -right-24 size-72 rounded-full bg-white/10 sm:top-1/2 sm:right-[13%] sm:-translate-y-1/2"
              />
              <CategoryIcon
                icon={slide.icon}
                strokeWidth={1.25}
                className="absolute top-1/2 right-[17%] hidden size-52 -translate-y-1/2 text-white/80 sm:block"
              />
              <Container className="relative flex min-h-[24rem] flex-col justify-center py-14 sm:min-h-[28rem] lg:min-h-[30rem]">
                <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.18em] text-white/90 uppercase">
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25 sm:hidden">
                    <CategoryIcon icon={slide.icon} className="size-5 text-white" />
                  </span>
                  Plantopia {categoryText.label(slide)}
                </p>
                <h2 className="mt-3 max-w-xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
                  {categoryText.description(slide)}
                </h2>
                <ul className="mt-5 hidden max-w-xl flex-wrap gap-2 sm:flex">
                  {slide.subcategories.map((subcategory) => (
                    <li key={subcategory}>
                      <Link
                        to={`${slide.path}?subcategory=${encodeURIComponent(subcategory)}`}
                        className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25 backdrop-blur-sm hover:bg-white/25"
                      >
                        {categoryText.subcategory(subcategory)}
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="mt-8">
                  <Link to={slide.path} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
                    {t('hero.shop', { name: categoryText.label(slide) })}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </Container>
            </div>
          );
        })}
      </div>

      <Container className="absolute inset-x-0 bottom-4 flex items-center gap-1 sm:bottom-6">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t('hero.showSlide', { position: index + 1, name: categoryText.label(slide) })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setPosition({ index })}
            className="group inline-flex h-6 min-w-6 items-center justify-center"
          >
            <span
              className={clsx(
                'block h-2 rounded-full transition-all duration-300',
                index === current ? 'w-8 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/80',
              )}
            />
          </button>
        ))}
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? t('hero.play') : t('hero.pause')}
            className="ml-2 inline-flex size-8 items-center justify-center rounded-full text-white/90 hover:bg-white/15"
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-4 fill-current" />
            ) : (
              <Pause aria-hidden="true" className="size-4 fill-current" />
            )}
          </button>
        )}
      </Container>
    </section>
  );
}

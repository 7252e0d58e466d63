import { findCategory, imageAt, pickText, type Suggestions } from '@plantopia/shared';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { searchPath, suggestionsQueryOptions } from '../api';

/** One row of the list: where choosing it goes, and what it shows. */
export interface SuggestionOption {
  to: string;
  group: 'products' | 'categories' | 'posts' | 'all';
  content: ReactNode;
}

/** The suggestions for `q` as listbox options: products, categories, posts, then "all results". */
function useOptions(q: string, suggestions: Suggestions | undefined): SuggestionOption[] {
  const { t } = useTranslation('common');
  const format = useFormat();
  const categoryText = useCategoryText();
  return useMemo(() => {
    if (!suggestions) return [];
    const products = suggestions.products.map((product): SuggestionOption => {
      const name = pickText(product.name, product.nameBn, format.locale);
      return {
        to: `/product/${product._id}${product.variantId ? `?variant=${encodeURIComponent(product.variantId)}` : ''}`,
        group: 'products',
        content: (
          <>
            {product.imageUrl ? (
              <img
                src={imageAt(product.imageUrl, 160)}
                alt=""
                className="size-10 shrink-0 rounded-md object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-brand-50" />
            )}
            <span className="min-w-0 flex-1 truncate">{name}</span>
            <span className="shrink-0 font-semibold text-brand-800 tabular-nums">
              {format.taka(product.price)}
            </span>
          </>
        ),
      };
    });
    const categories = suggestions.categories.map(({ category, subcategory }): SuggestionOption => {
      const definition = findCategory(category);
      const name = definition ? categoryText.label(definition) : category;
      const label = subcategory ? `${categoryText.subcategory(subcategory)} · ${name}` : name;
      return {
        to: subcategory ? `/${category}?subcategory=${encodeURIComponent(subcategory)}` : `/${category}`,
        group: 'categories',
        content: <span className="truncate">{label}</span>,
      };
    });
    const posts = suggestions.posts.map(
      (post): SuggestionOption => ({
        to: `/blogs/${post._id}`,
        group: 'posts',
        content: <span className="truncate">{pickText(post.title, post.titleBn, format.locale)}</span>,
      }),
    );
    const all: SuggestionOption = {
      to: searchPath(q),
      group: 'all',
      content: <span className="truncate font-semibold text-brand-800">{t('search.all', { q })}</span>,
    };
    return [...products, ...categories, ...posts, all];
  }, [suggestions, q, t, format, categoryText]);
}

/**
 * The header's suggestion listbox (loaded on first typing). Options are chosen with the pointer or by the
 * field's arrows and Enter (`active`); the field keeps focus throughout, as a combobox does.
 */
export function SuggestionList({
  q,
  listId,
  active,
  onOptions,
  onPick,
}: {
  q: string;
  listId: string;
  active: number;
  onOptions: (options: SuggestionOption[]) => void;
  onPick: (to: string) => void;
}) {
  const { t } = useTranslation('common');
  const { data, isError } = useQuery(suggestionsQueryOptions(q));
  const options = useOptions(q, data);
  useEffect(() => onOptions(options), [options, onOptions]);

  const headings = {
    products: t('search.products'),
    categories: t('search.categories'),
    posts: t('search.posts'),
    all: null,
  };
  const nothing = data && data.products.length + data.categories.length + data.posts.length === 0;

  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-card bg-surface p-2 shadow-lift ring-1 ring-line">
      <p role="status" className={clsx('px-3 py-2 text-sm text-muted', !(nothing || isError) && 'sr-only')}>
        {isError
          ? t('search.failed')
          : nothing
            ? t('search.none', { q })
            : data
              ? t('search.count', { count: options.length - 1 })
              : ''}
      </p>
      <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
        {options.map((option, index) => [
          headings[option.group] && options[index - 1]?.group !== option.group ? (
            <p
              key={`${option.group}-heading`}
              aria-hidden="true"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase"
            >
              {headings[option.group]}
            </p>
          ) : null,
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrows and Enter choose options.
          <div
            key={option.to}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the field focused, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.to)}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-sm text-ink',
              index === active ? 'bg-brand-100' : 'hover:bg-brand-50',
            )}
          >
            {option.content}
          </div>,
        ])}
      </div>
    </div>
  );
}

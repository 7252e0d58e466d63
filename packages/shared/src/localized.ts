import { type CategoryDefinition, SUBCATEGORY_LABELS_BN, type Subcategory } from './categories.js';
import type { Locale } from './locale.js';

/*
 * Which text a page shows in a language (docs/behaviour.md §11): the Bangla twin where it exists, else the English.
 * Zod-free, so the storefront's pages can use it without downloading the schemas.
 */

/** The text for `locale`: Bangla when asked for and present (not blank), else the English. */
export function pickText(en: string, bn: string | null | undefined, locale: Locale): string {
  return locale === 'bn' && bn && bn.trim() !== '' ? bn : en;
}

/** A list (features, care steps) for `locale`: the Bangla list when it has entries, else the English. */
export function pickList(en: readonly string[], bn: readonly string[] | null | undefined, locale: Locale) {
  return locale === 'bn' && bn && bn.length > 0 ? bn : en;
}

interface LocalizableProduct {
  name: string;
  description: string;
  nameBn?: string | null;
  descriptionBn?: string | null;
}

interface LocalizableProductDetails extends LocalizableProduct {
  features: readonly string[];
  careInstructions: readonly string[];
  featuresBn?: readonly string[];
  careInstructionsBn?: readonly string[];
}

/**
 * The product as a page in `locale` shows it: name and description (and features and care steps, when
 * it has them) picked one by one, every other field unchanged.
 */
export function localizedProduct<P extends LocalizableProduct>(product: P, locale: Locale): P {
  if (locale === 'en') return product;
  const picked: P = {
    ...product,
    name: pickText(product.name, product.nameBn, locale),
    description: pickText(product.description, product.descriptionBn, locale),
  };
  if ('features' in product) {
    const details = product as unknown as LocalizableProductDetails;
    Object.assign(picked, {
      features: pickList(details.features, details.featuresBn, locale),
      careInstructions: pickList(details.careInstructions, details.careInstructionsBn, locale),
    });
  }
  return picked;
}

interface LocalizableBlog {
  title: string;
  content: string;
  titleBn?: string | null;
  contentBn?: string | null;
}

/** The post as a page in `locale` shows it: title and content picked one by one. */
export function localizedBlog<B extends LocalizableBlog>(blog: B, locale: Locale): B {
  if (locale === 'en') return blog;
  return {
    ...blog,
    title: pickText(blog.title, blog.titleBn, locale),
    content: pickText(blog.content, blog.contentBn, locale),
  };
}

export function categoryLabel(category: Pick<CategoryDefinition, 'label' | 'labelBn'>, locale: Locale) {
  return pickText(category.label, category.labelBn, locale);
}

/** A subcategory's name for `locale`; a name outside the shop's list (an old row) stays as it is. */
export function subcategoryLabel(subcategory: string, locale: Locale): string {
  return pickText(subcategory, SUBCATEGORY_LABELS_BN[subcategory as Subcategory], locale);
}

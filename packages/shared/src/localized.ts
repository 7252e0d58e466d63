import { type CategoryDefinition, SUBCATEGORY_LABELS_BN, type Subcategory } from './categories.js';
import type { Locale } from './locale.js';
import { banglaTwin, TRANSLATED_FIELD_NAMES } from './product-fields.js';

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
 * The product as a page in `locale` shows it: name and description (and, when it has them, features, care
 * steps and the category's texts with Bangla twins, TRANSLATED_FIELD_NAMES) picked one by one, every other
 * field unchanged.
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
  const category = (product as { category?: string }).category;
  const translated = category ? TRANSLATED_FIELD_NAMES[category as keyof typeof TRANSLATED_FIELD_NAMES] : [];
  const fields = product as unknown as Record<string, unknown>;
  for (const name of translated ?? []) {
    const en = fields[name];
    const bn = fields[banglaTwin(name)];
    if (Array.isArray(en))
      Object.assign(picked, { [name]: pickList(en, bn as string[] | undefined, locale) });
    else if (typeof en === 'string')
      Object.assign(picked, { [name]: pickText(en, bn as string | null, locale) });
  }
  return picked;
}

interface LocalizableBlog {
  title: string;
  content: string;
  titleBn?: string | null;
  contentBn?: string | null;
  author?: string;
  authorBn?: string | null;
  tags?: readonly string[];
  tagsBn?: readonly string[];
}

/** The post as a page in `locale` shows it: title, content, author and tags picked one by one. */
export function localizedBlog<B extends LocalizableBlog>(blog: B, locale: Locale): B {
  if (locale === 'en') return blog;
  return {
    ...blog,
    title: pickText(blog.title, blog.titleBn, locale),
    content: pickText(blog.content, blog.contentBn, locale),
    ...(blog.author === undefined ? {} : { author: pickText(blog.author, blog.authorBn, locale) }),
    ...(blog.tags === undefined ? {} : { tags: pickList(blog.tags, blog.tagsBn, locale) }),
  };
}

export function categoryLabel(category: Pick<CategoryDefinition, 'label' | 'labelBn'>, locale: Locale) {
  return pickText(category.label, category.labelBn, locale);
}

/** A subcategory's name for `locale`; a name outside the shop's list (an old row) stays as it is. */
export function subcategoryLabel(subcategory: string, locale: Locale): string {
  return pickText(subcategory, SUBCATEGORY_LABELS_BN[subcategory as Subcategory], locale);
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  banglaTwin,
  CATEGORY_IDS,
  PRODUCT_INPUT_SCHEMAS,
  SUBCATEGORIES,
  TRANSLATED_FIELD_NAMES,
} from '@plantopia/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_POSTS } from './demo-blog.js';
import { DEMO_BYLINES_BN, DEMO_POSTS_BN } from './demo-blog-bn.js';
import { DEMO_PRODUCTS } from './demo-catalog.js';

// imageUrl is the public path ('/seed-images/...'); the files live in apps/server/seed-images.
const imageFile = (imageUrl: string) => new URL(`../../${imageUrl.replace(/^\//, '')}`, import.meta.url);
const sha256 = (url: URL) => createHash('sha256').update(readFileSync(url)).digest('hex');

describe('demo catalog', () => {
  it('parses every product with its category schema without losing or changing data', () => {
    for (const product of DEMO_PRODUCTS) {
      const result = PRODUCT_INPUT_SCHEMAS[product.category].safeParse(product.data);
      expect(result.error?.issues, product.slug).toBeUndefined();
      expect(result.data, product.slug).toStrictEqual(product.data);
    }
  });

  it('has at least 12 products in every category, spread over its subcategories', () => {
    for (const category of CATEGORY_IDS) {
      const products = DEMO_PRODUCTS.filter((p) => p.category === category);
      expect(products.length, category).toBeGreaterThanOrEqual(12);
      const used = new Set(products.map((p) => p.data.subcategory));
      expect([...used].sort(), category).toEqual([...SUBCATEGORIES[category]].sort());
    }
  });

  it('uses unique kebab-case slugs and derives image paths from them', () => {
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const product of DEMO_PRODUCTS) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.data.imageUrl).toBe(`/seed-images/products/${product.slug}.webp`);
    }
  });

  it('fills every attribute with a real value', () => {
    // Left to the shop: the SKU is generated when the demo is seeded, the threshold is the shop's default;
    // a product without options has none, and its one variant is made from its own fields.
    const leftToTheShop = new Set(['sku', 'lowStockThreshold', 'options', 'variants']);
    for (const { slug, data } of DEMO_PRODUCTS) {
      // A bag sold in several weights has no one weight of its own: each variant carries its weight.
      const weighedByVariant = data.variants.length > 1 && 'packagingSize' in data;
      for (const [key, value] of Object.entries(data)) {
        if (leftToTheShop.has(key) || (key === 'weight' && weighedByVariant)) continue;
        expect(value, `${slug}.${key}`).not.toBeNull();
        if (typeof value === 'string') expect(value.trim(), `${slug}.${key}`).not.toBe('');
        if (Array.isArray(value)) expect(value.length, `${slug}.${key}`).toBeGreaterThan(0);
      }
      expect(data.features.length, slug).toBeGreaterThanOrEqual(3);
      expect(data.careInstructions.length, slug).toBeGreaterThanOrEqual(3);
      // at least two sentences of product-specific copy
      expect(
        data.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 20).length,
        slug,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every product a Bangla name, description, features and care steps, one for each English entry', () => {
    const bengali = /[\u0980-\u09FF]/;
    for (const { slug, data } of DEMO_PRODUCTS) {
      expect(data.nameBn, slug).toMatch(bengali);
      expect(data.descriptionBn, slug).toMatch(bengali);
      expect(data.featuresBn.length, slug).toBe(data.features.length);
      expect(data.careInstructionsBn.length, slug).toBe(data.careInstructions.length);
      for (const entry of [...data.featuresBn, ...data.careInstructionsBn])
        expect(entry, slug).toMatch(bengali);
      // Bangla text, not English left in place: no run of Latin letters longer than a short code (NPK, P₂O₅).
      expect(`${data.nameBn} ${data.descriptionBn}`, slug).not.toMatch(/[A-Za-z]{5,}/);
    }
  });

  it("gives every text of a product's category its Bangla twin, list for list", () => {
    const bengali = /[\u0980-\u09FF]/;
    for (const { slug, category, data } of DEMO_PRODUCTS) {
      const fields = data as Record<string, unknown>;
      for (const name of TRANSLATED_FIELD_NAMES[category]) {
        const english = fields[name];
        const bangla = fields[banglaTwin(name)];
        if (Array.isArray(english)) {
          expect((bangla as string[]).length, `${slug}.${name}`).toBe(english.length);
          for (const entry of bangla as string[]) expect(entry, `${slug}.${name}`).toMatch(bengali);
        } else {
          expect(bangla, `${slug}.${name}`).toMatch(bengali);
        }
      }
    }
  });

  it('has realistic stock and featured flags', () => {
    expect(DEMO_PRODUCTS.filter((p) => p.data.stock === 0).length).toBeLessThanOrEqual(1);
    for (const category of CATEGORY_IDS) {
      const products = DEMO_PRODUCTS.filter((p) => p.category === category);
      const low = products.filter((p) => p.data.stock >= 1 && p.data.stock <= 5);
      expect(low.length, category).toBeGreaterThanOrEqual(2);
      const featured = products.filter((p) => p.data.isFeatured);
      expect(featured.length, category).toBeGreaterThanOrEqual(2);
      expect(featured.length, category).toBeLessThanOrEqual(3);
    }
  });

  it('a bag sold in several weights names no single weight in its own fields, in either language', () => {
    const kilos = /[\d০-৯]+\s*(kg|কেজি)/;
    const bagged = DEMO_PRODUCTS.filter(
      (p) => (p.category === 'soils' || p.category === 'fertilizers') && p.data.variants.length > 1,
    );
    expect(bagged.length).toBeGreaterThan(0);
    for (const { slug, data } of bagged) {
      if (!('packagingSize' in data)) throw new Error(`${slug} has no packaging`);
      // The weight is the option's: a bag's own weight field would describe only one of them.
      expect(data.weight, slug).toBeNull();
      expect(data.packagingSize, slug).not.toMatch(kilos);
      expect(data.packagingSizeBn ?? '', slug).not.toMatch(kilos);
    }
  });

  it('ships a distinct image file for every product and post', () => {
    const urls = [...DEMO_PRODUCTS.map((p) => p.data.imageUrl), ...DEMO_POSTS.map((p) => p.imageUrl)];
    const hashes = new Map<string, string>();
    for (const url of urls) {
      const file = imageFile(url);
      expect(existsSync(file), url).toBe(true);
      const hash = sha256(file);
      expect(hashes.get(hash), `${url} duplicates another image`).toBeUndefined();
      hashes.set(hash, url);
    }
  });
});

describe('demo blog', () => {
  it('has every post written in Bangla too', () => {
    const slugs = Object.keys(DEMO_POSTS_BN);
    expect([...slugs].sort()).toEqual(DEMO_POSTS.map((p) => p.slug).sort());
    for (const slug of slugs) {
      const { titleBn, contentBn } = DEMO_POSTS_BN[slug]!;
      expect(titleBn, slug).toMatch(/^[\u0980-\u09FF]/);
      expect(contentBn.trim(), slug).toMatch(/^<(p|h2)>/);
      expect(contentBn, slug).toContain('<h2>');
      expect(contentBn, slug).not.toMatch(/<script|\son\w+=|\sstyle=/i);
      const words = contentBn
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, slug).toBeGreaterThanOrEqual(300);
    }
  });

  it("has every post's author and tags in Bangla", () => {
    for (const post of DEMO_POSTS) {
      const byline = DEMO_BYLINES_BN[post.slug];
      expect(byline?.authorBn, post.slug).toMatch(/^[\u0980-\u09FF]/);
      expect(byline?.tagsBn.length, post.slug).toBe(post.tags.length);
    }
  });

  it('has at least 6 posts with unique slugs, an image and HTML content', () => {
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_POSTS.map((p) => p.slug)).size).toBe(DEMO_POSTS.length);
    for (const post of DEMO_POSTS) {
      expect(post.imageUrl).toBe(`/seed-images/blog/${post.slug}.webp`);
      expect(existsSync(imageFile(post.imageUrl)), post.slug).toBe(true);
      expect(post.content.trim(), post.slug).toMatch(/^<(p|h2)>/);
      expect(post.content, post.slug).toContain('<h2>');
      expect(post.content, post.slug).not.toMatch(/<script|\son\w+=|\sstyle=/i);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.publishedAt.startsWith('2026-'), post.slug).toBe(true);
      expect(Number.isNaN(Date.parse(post.publishedAt)), post.slug).toBe(false);
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
    }
  });
});

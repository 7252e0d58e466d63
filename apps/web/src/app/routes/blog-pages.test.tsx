import type { Blog } from '@plantopia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { goOffline, restoreOnline } from '@/test/network';
import { renderApp } from '@/test/render';
import { stubStorefront } from '@/test/storefront-api';
// Load the lazy pages up front so the first test does not pay for them.
import './blog-list-page';
import './blog-post-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreOnline();
});

function post(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: 'b1',
    title: 'Monsoon Plant Care',
    author: 'Tanvir Ahmed',
    imageUrl: '/seed-images/blog/monsoon.webp',
    tags: ['monsoon'],
    content: '<h2>Drainage first</h2><p>Roots need <strong>air</strong> as well as water.</p>',
    titleBn: null,
    contentBn: null,
    authorBn: null,
    tagsBn: [],
    // 05:30 UTC is 11:30 AM in Dhaka.
    createdAt: '2026-06-08T05:30:00.000Z',
    updatedAt: '2026-06-08T05:30:00.000Z',
    ...overrides,
  };
}

describe('blog list', () => {
  test('a Bangla post page shows the Bangla author and tags', async () => {
    stubStorefront({
      routes: {
        'GET /api/blogs/b1': () =>
          jsonResponse({
            success: true,
            data: post({ titleBn: 'বর্ষায় গাছের যত্ন', authorBn: 'তানভীর আহমেদ', tagsBn: ['বর্ষা'] }),
          }),
      },
    });
    renderApp('/blogs/b1', { locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'বর্ষায় গাছের যত্ন' })).toBeInTheDocument();
    expect(screen.getByText(/তানভীর আহমেদ/)).toBeInTheDocument();
    expect(screen.queryByText(/Tanvir Ahmed/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: /ট্যাগ/ })).toHaveTextContent('বর্ষা');
    expect(screen.queryByText('monsoon')).not.toBeInTheDocument();
  });

  test('a Bangla page shows the Bangla title and excerpt, the Bangla byline and date, and Bangla headings', async () => {
    stubStorefront({
      routes: {
        'GET /api/blogs': () =>
          jsonResponse({
            success: true,
            data: [post({ titleBn: 'বর্ষায় গাছের যত্ন', contentBn: '<p>আগে পানি নিষ্কাশন।</p>' })],
          }),
      },
    });
    renderApp('/blogs', { locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমাদের ব্লগ' })).toBeInTheDocument();
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('heading', { name: 'বর্ষায় গাছের যত্ন' })).toBeInTheDocument();
    expect(within(card!).getByText('আগে পানি নিষ্কাশন।')).toBeInTheDocument();
    expect(card).toHaveTextContent('লিখেছেন Tanvir Ahmed,');
    expect(card).toHaveTextContent('২০২৬');
    expect(within(card!).getByRole('link', { name: /আরও পড়ুন/ })).toHaveAttribute('href', '/blogs/b1');
  });

  test('shows the heading, and each post with its byline in Dhaka time, a plain excerpt and Read More', async () => {
    const long = `<p>${'Water less in the rains. '.repeat(12)}</p>`;
    stubStorefront({
      routes: {
        'GET /api/blogs': () =>
          jsonResponse({
            success: true,
            data: [post(), post({ _id: 'b2', title: 'Rooftop Gardening', content: long, imageUrl: '' })],
          }),
      },
    });
    renderApp('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    expect(screen.getByText('Insights, tips, and stories from the world of plants.')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('By Tanvir Ahmed on June 8, 2026 at 11:30 AM');
    expect(within(first).getByText('Drainage first Roots need air as well as water.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blogs/b1');
    expect(within(first).getByRole('link', { name: /Read More/ })).toHaveTextContent(/^Read More.*→$/);
    expect(first.querySelector('img')).toHaveAttribute('width');

    // Cut after the last whole word that fits in 150 characters, never inside one.
    const excerpt = within(second).getByText(/^Water less/).textContent!;
    expect(excerpt).toBe(`${'Water less in the rains. '.repeat(6).trim().replace(/\.$/, '')}...`);
    expect(second.querySelector('img')).toBeNull();
  });

  test('with no posts it says so', async () => {
    stubStorefront({ routes: { 'GET /api/blogs': () => jsonResponse({ success: true, data: [] }) } });
    renderApp('/blogs');
    expect(await screen.findByRole('heading', { name: 'No Posts Yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Check back soon for articles on plant care, gardening tips, and much more!'),
    ).toBeInTheDocument();
  });

  test('a failed load is logged and the empty list is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubStorefront({
      routes: { 'GET /api/blogs': () => jsonResponse({ success: false, message: 'Down' }, 500) },
    });
    renderApp('/blogs');
    expect(
      await screen.findByRole('heading', { name: 'No Posts Yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  test('offline, it says so instead of "No Posts Yet", and lists the posts once back online', async () => {
    stubStorefront({ routes: { 'GET /api/blogs': () => jsonResponse({ success: true, data: [post()] }) } });
    const network = goOffline();
    renderApp('/blogs');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Posts Yet' })).not.toBeInTheDocument();
    network.online();
    expect(await screen.findByRole('heading', { name: 'Monsoon Plant Care' })).toBeInTheDocument();
  });
});

describe('blog post', () => {
  test('shows title, author, date, image and the formatted content', async () => {
    stubStorefront({ routes: { 'GET /api/blogs/b1': () => jsonResponse({ success: true, data: post() }) } });
    renderApp('/blogs/b1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon Plant Care' })).toBeInTheDocument();
    expect(screen.getByText('By Tanvir Ahmed')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Published on June 8, 2026 at 11:30 AM');
    expect(screen.getByRole('heading', { level: 2, name: 'Drainage first' })).toBeInTheDocument();
    expect(screen.getByText('air').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Monsoon Plant Care' })).toBeInTheDocument();
  });

  test('a post that does not exist says so', async () => {
    stubStorefront({
      routes: {
        'GET /api/blogs/nope': () => jsonResponse({ success: false, message: 'Blog post not found.' }, 404),
      },
    });
    renderApp('/blogs/nope');
    expect(await screen.findByRole('heading', { name: 'Blog post not found.' })).toBeInTheDocument();
  });
});

import type { Blog } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { blogKeys } from '@/lib/api/blogs';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { useDeleteBlog } from './delete-blog';
import { useSaveBlog } from './save-blog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function post(id: string, title = `Post ${id}`): Blog {
  return {
    _id: id,
    title,
    author: 'Tanvir Ahmed',
    imageUrl: '',
    tags: [],
    content: '<p>Hello</p>',
    titleBn: null,
    contentBn: null,
    authorBn: null,
    tagsBn: [],
    createdAt: '2026-06-08T05:30:00.000Z',
    updatedAt: '2026-06-08T05:30:00.000Z',
  };
}

/** A query client holding the blog list as the shop's blog page (or the Blogs tab) loaded it. */
function withLoadedList(posts: Blog[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(blogKeys.list(), posts);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

test("deleting a post takes it out of the one blog list the shop's pages and the admin read", async () => {
  stubFetch(() => jsonResponse({ success: true, message: 'Blog post deleted successfully' }));
  const { queryClient, wrapper } = withLoadedList([post('b1'), post('b2')]);
  const { result } = renderHook(() => useDeleteBlog(), { wrapper });
  await result.current.mutateAsync('b1');
  expect(queryClient.getQueryData<Blog[]>(blogKeys.list())?.map((p) => p._id)).toEqual(['b2']);
  expect(queryClient.getQueryState(blogKeys.list())?.isInvalidated).toBe(true);
});

test('a new post is put first in that list, and the list is refetched when next shown', async () => {
  const created = post('b3', 'Rooftop Gardening');
  stubFetch(() => jsonResponse({ success: true, data: created }, 201));
  const { queryClient, wrapper } = withLoadedList([post('b1')]);
  const { result } = renderHook(() => useSaveBlog(), { wrapper });
  await result.current.mutateAsync({
    values: {
      title: created.title,
      author: created.author,
      imageUrl: '',
      tags: [],
      content: created.content,
      titleBn: null,
      contentBn: null,
      authorBn: null,
      tagsBn: [],
    },
  });
  expect(queryClient.getQueryData<Blog[]>(blogKeys.list())?.map((p) => p._id)).toEqual(['b3', 'b1']);
  expect(queryClient.getQueryState(blogKeys.list())?.isInvalidated).toBe(true);
});

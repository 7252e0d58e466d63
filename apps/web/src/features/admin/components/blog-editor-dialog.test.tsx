import type { Blog } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { BlogEditorDialog } from './blog-editor-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST: Blog = {
  _id: 'b1',
  title: 'Growing Tulsi',
  author: 'Nusrat Jahan',
  imageUrl: '',
  tags: ['tulsi'],
  content: '<p>Give it sun.</p>',
  titleBn: 'তুলসী চাষ',
  contentBn: '<p>রোদ দিন।</p>',
  authorBn: 'নুসরাত জাহান',
  tagsBn: ['তুলসী'],
  createdAt: '2026-06-08T05:30:00.000Z',
  updatedAt: '2026-06-08T05:30:00.000Z',
};

function renderDialog(post: Blog | null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <BlogEditorDialog post={post} open onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose };
}

test('the Bangla title and content are edited beside the English and saved; emptied, they are cleared', async () => {
  const network = stubFetch(() => jsonResponse({ success: true, data: POST }));
  const { onClose } = renderDialog(POST);
  expect(screen.getByLabelText('Bangla Title')).toHaveValue('তুলসী চাষ');
  expect(screen.getByLabelText('Bangla Content')).toHaveValue('<p>রোদ দিন।</p>');
  expect(screen.getByLabelText('Bangla Content')).toHaveAttribute('lang', 'bn');
  expect(screen.getByLabelText('Bangla Author')).toHaveValue('নুসরাত জাহান');
  await userEvent.type(screen.getByLabelText('Bangla Tags (comma-separated)'), ', ভেষজ');
  await userEvent.clear(screen.getByLabelText('Bangla Title'));
  await userEvent.clear(screen.getByLabelText('Bangla Content'));
  await userEvent.type(screen.getByLabelText('Bangla Content'), 'নতুন লেখা');
  await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));

  expect(await screen.findByText('Blog post updated successfully!')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(JSON.parse(String(network.last()!.init?.body))).toMatchObject({
    title: 'Growing Tulsi',
    titleBn: null,
    contentBn: 'নতুন লেখা',
    authorBn: 'নুসরাত জাহান',
    tagsBn: ['তুলসী', 'ভেষজ'],
  });
});

test('a new post may leave the Bangla empty; a Bangla title over 200 characters is refused before sending', async () => {
  const network = stubFetch(() => jsonResponse({ success: true, data: POST }, 201));
  renderDialog(null);
  await userEvent.type(screen.getByLabelText('Title'), 'Monsoon care');
  await userEvent.type(screen.getByLabelText('Author'), 'Arif Hossain');
  await userEvent.type(screen.getByLabelText('Content'), 'Raise the pots.');
  await userEvent.click(screen.getByLabelText('Bangla Title'));
  await userEvent.paste('ক'.repeat(201));
  await userEvent.click(screen.getByRole('button', { name: 'Publish Post' }));
  expect(await screen.findByText('must be at most 200 characters')).toBeInTheDocument();
  expect(network.requests).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Bangla Title'));
  await userEvent.click(screen.getByRole('button', { name: 'Publish Post' }));
  expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
  expect(JSON.parse(String(network.last()!.init?.body))).toMatchObject({ titleBn: null, contentBn: null });
});

import type { Blog, BlogInput, BlogUpdate, PostSuggestion } from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { sanitizeBlogHtml } from '../../lib/sanitize-html.js';
import * as repo from './blog-repository.js';

export type BlogService = ReturnType<typeof createBlogService>;

const blogNotFound = () => new AppError('not_found', 'blog.not_found');

/** Posts are stored sanitised (docs/behaviour.md §4 rule 9); content that was nothing but unsafe markup is missing. */
function safeContent(html: string): string {
  const content = sanitizeBlogHtml(html);
  if (!content) throw invalidField('content', 'field.required');
  return content;
}

/** The Bangla content is optional: sanitised like the English; nothing left of it means none. */
function safeContentBn(html: string | null): string | null {
  return html === null ? null : sanitizeBlogHtml(html) || null;
}

/**
 * A post as the API serves it: cleaned again on the way out, so a post that reached the table another way
 * (a restored backup, an older release) is served safe too, and a browser that inserts this HTML as it is
 * needs no sanitiser of its own.
 */
function served(blog: Blog): Blog {
  return { ...blog, content: sanitizeBlogHtml(blog.content), contentBn: safeContentBn(blog.contentBn) };
}

/** The fields of a write with each content sanitised; fields the write does not mention stay absent. */
function sanitized<T extends { content?: string; contentBn?: string | null }>(input: T): T {
  return {
    ...input,
    ...(input.content === undefined ? {} : { content: safeContent(input.content) }),
    ...(input.contentBn === undefined ? {} : { contentBn: safeContentBn(input.contentBn) }),
  };
}

export function createBlogService(deps: { db: Db }) {
  const { db } = deps;
  const listeners: Array<() => void> = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** Calls `listener` after every write: the web-app module's cached pages show posts. */
    onChange(listener: () => void): void {
      listeners.push(listener);
    },
    list: async (): Promise<Blog[]> => (await repo.listBlogs(db)).map(served),
    suggest: (q: string, limit: number): Promise<PostSuggestion[]> => repo.suggestPosts(db, q, limit),
    async get(id: string): Promise<Blog> {
      const blog = await repo.findBlog(db, id);
      if (!blog) throw blogNotFound();
      return served(blog);
    },

    async create(input: BlogInput): Promise<Blog> {
      const now = new Date();
      const [blog] = await repo.insertBlogs(db, [
        { ...sanitized(input), id: uuidv7(), createdAt: now, updatedAt: now },
      ]);
      changed();
      return blog!;
    },

    /** A partial update: only the fields sent change. */
    async update(id: string, input: BlogUpdate): Promise<Blog> {
      const blog = await repo.updateBlog(db, id, sanitized(input));
      if (!blog) throw blogNotFound();
      changed();
      return blog;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteBlog(db, id))) throw blogNotFound();
      changed();
    },
  };
}

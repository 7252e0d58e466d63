/** Query keys of the blog; the admin's blog writes invalidate `blogKeys.all`. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: () => ['blogs', 'list'] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
};

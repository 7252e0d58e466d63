import type { Report, ReportQuery } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/reports?from=&to=&by=` (ReportQuerySchema): a period of Dhaka days beside the one before. */
export function getReport(query: ReportQuery, signal?: AbortSignal): Promise<Report> {
  return api.get<Report>('/api/admin/reports', { signal, query: { ...query } });
}

export function reportQueryOptions(query: ReportQuery) {
  return queryOptions({
    queryKey: adminKeys.report(query),
    queryFn: ({ signal }) => getReport(query, signal),
    // The charts keep the last period while the next one loads, rather than collapsing to a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The report of `query`; nothing is asked while there is no valid query (a custom range half typed). */
export function useReport(query: ReportQuery | null) {
  const fallback: ReportQuery = { from: '', to: '', by: 'day' };
  return useQuery({ ...reportQueryOptions(query ?? fallback), enabled: query !== null });
}

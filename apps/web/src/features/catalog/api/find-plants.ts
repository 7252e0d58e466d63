import type { FinderAnswers, Plant } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

/** `GET /api/plants/finder?place=&light=&pets=&time=` → the plants that suit every answer, best rated first. */
export function findPlants(answers: FinderAnswers, signal?: AbortSignal): Promise<Plant[]> {
  return api.get<Plant[]>('/api/plants/finder', { signal, query: { ...answers } });
}

export function plantFinderQueryOptions(answers: FinderAnswers) {
  return queryOptions({
    queryKey: catalogKeys.finder(answers),
    queryFn: ({ signal }) => findPlants(answers, signal),
  });
}

export function usePlantFinder(answers: FinderAnswers, enabled: boolean) {
  return useQuery({ ...plantFinderQueryOptions(answers), enabled });
}

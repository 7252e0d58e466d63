import {
  dhakaDay,
  periodDays,
  REPORT_BUCKETS,
  REPORT_PERIODS,
  type ReportBucket,
  type ReportPeriod,
  type ReportQuery,
  ReportQuerySchema,
} from '@plantopia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';

/*
 * The reports' question lives in the address, like a list's (docs/behaviour.md §12): `period` (today, 7d,
 * 30d, month, or custom with `from` and `to`, Dhaka days) and `by` (day, week, month). A preset is kept as
 * its name, so a bookmarked "last 30 days" is the last 30 days on the day it is opened.
 */

export interface ReportView {
  period: ReportPeriod;
  by: ReportBucket;
  /** The days shown: the preset's, or the custom range as typed. */
  from: string;
  to: string;
  /** The query for the server, or null while a custom range is not a valid one. */
  query: ReportQuery | null;
}

const DEFAULT_PERIOD = '30d' satisfies ReportPeriod;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const today = dhakaDay(new Date());

  const view = useMemo<ReportView>(() => {
    const period = oneOf(REPORT_PERIODS, params.get('period'), DEFAULT_PERIOD);
    const by = oneOf(REPORT_BUCKETS, params.get('by'), 'day');
    const preset = periodDays(period === 'custom' ? DEFAULT_PERIOD : period, today);
    const from = period === 'custom' ? (params.get('from') ?? preset.from) : preset.from;
    const to = period === 'custom' ? (params.get('to') ?? preset.to) : preset.to;
    const parsed = ReportQuerySchema.safeParse({ from, to, by });
    return { period, by, from, to, query: parsed.success ? parsed.data : null };
  }, [params, today]);

  const change = useCallback(
    (patch: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { preventScrollReset: true, replace },
      ),
    [setParams],
  );

  /** A preset forgets a custom range; choosing `custom` starts from the days shown now. */
  const setPeriod = useCallback(
    (period: ReportPeriod) =>
      change(
        period === 'custom'
          ? { period, from: view.from, to: view.to }
          : { period: period === DEFAULT_PERIOD ? null : period, from: null, to: null },
      ),
    [change, view.from, view.to],
  );
  /** Typing a date replaces the history entry: each keystroke is not a view to step back through. */
  const setRange = useCallback(
    (range: { from?: string; to?: string }) => change({ period: 'custom', ...range }, true),
    [change],
  );
  const setBy = useCallback((by: ReportBucket) => change({ by: by === 'day' ? null : by }), [change]);

  return { view, today, setPeriod, setRange, setBy };
}

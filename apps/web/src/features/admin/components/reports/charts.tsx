import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

/*
 * The reports' charts (decision 030: visx's scales and shapes, drawn as SVG in the page's own fonts, so
 * Bangla digits on the axes come from `useFormat()` like every other number). A chart is a picture of
 * its section's table: it says so in its name, and the table beside it carries the figures for screen
 * readers and anyone who cannot read the chart.
 */

/** The width the element is laid out at, followed as it changes (a phone turned, a sidebar shown). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface TimePoint {
  bucket: string;
  value: number;
}

const HEIGHT = 224;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 72 };
/** Past this many buckets, bars would be thinner than a hairline: the series is drawn as a line. */
const MAX_BARS = 62;

/** Values over time as bars (a line when there are many): the y axis in the page's digits, the first, middle and last bucket named. */
export function TimeChart({
  points,
  label,
  formatValue,
  formatBucket,
}: {
  points: readonly TimePoint[];
  /** What the chart shows, for those who cannot see it. */
  label: string;
  formatValue: (value: number) => string;
  formatBucket: (bucket: string) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(...points.map((point) => point.value), 0);
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: 4 });
  const x = scaleBand<string>({
    domain: points.map((point) => point.bucket),
    range: [0, innerWidth],
    padding: points.length > 20 ? 0.15 : 0.3,
  });
  const center = (bucket: string) => (x(bucket) ?? 0) + x.bandwidth() / 2;
  // The first, middle and last buckets are named, as many as fit without touching (at 11 px a character
  // is about 6.5 px wide); a phone names the first and last.
  const longest = Math.max(...points.map((point) => formatBucket(point.bucket).length), 1) * 6.5;
  const fitting = innerWidth >= longest * 3.3 ? 3 : innerWidth >= longest * 2.2 ? 2 : 1;
  const indexes =
    fitting === 3
      ? [0, Math.floor((points.length - 1) / 2), points.length - 1]
      : fitting === 2
        ? [0, points.length - 1]
        : [0];
  const named = [...new Set(indexes)]
    .map((index) => points[index])
    .filter((point): point is TimePoint => point !== undefined);
  const asLine = points.length > MAX_BARS;

  return (
    <div ref={ref} className="w-full">
      <svg role="img" aria-label={label} width={width} height={HEIGHT} className="block overflow-visible">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(4).map((tick) => (
            <g key={tick} transform={`translate(0, ${y(tick)})`}>
              <line
                x2={innerWidth}
                className="stroke-line"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={-8} dy="0.32em" textAnchor="end" className="fill-muted text-[11px] tabular-nums">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {asLine ? (
            <>
              <AreaClosed
                data={[...points]}
                x={(point) => center(point.bucket)}
                y={(point) => y(point.value)}
                yScale={y}
                className="fill-brand-100"
              />
              <LinePath
                data={[...points]}
                x={(point) => center(point.bucket)}
                y={(point) => y(point.value)}
                className="stroke-brand-600"
                strokeWidth={2}
                fill="none"
              />
            </>
          ) : (
            points.map((point) => (
              <Bar
                key={point.bucket}
                x={x(point.bucket)}
                y={y(point.value)}
                width={x.bandwidth()}
                height={innerHeight - y(point.value)}
                rx={Math.min(3, x.bandwidth() / 4)}
                className="fill-brand-500 hover:fill-brand-700"
              >
                <title>{`${formatBucket(point.bucket)}: ${formatValue(point.value)}`}</title>
              </Bar>
            ))
          )}
          {named.map((point, index) => {
            // The first label starts at its bar's left edge and the last ends at its right edge, so
            // neither runs off the chart; one between them is centred.
            const edge = index === 0 ? 'start' : index === named.length - 1 ? 'end' : 'middle';
            return (
              <text
                key={point.bucket}
                x={center(point.bucket)}
                y={innerHeight + 18}
                textAnchor={edge}
                dx={edge === 'start' ? -x.bandwidth() / 2 : edge === 'end' ? x.bandwidth() / 2 : 0}
                className="fill-muted text-[11px]"
              >
                {formatBucket(point.bucket)}
              </text>
            );
          })}
        </Group>
      </svg>
    </div>
  );
}

export interface BarItem {
  key: string;
  label: string;
  value: number;
}

/**
 * Ranked values as horizontal bars, each with its name and figure: names of any length (a plant's, in
 * Bangla) wrap in HTML where SVG would clip them.
 */
export function BarList({
  items,
  label,
  formatValue,
}: {
  items: readonly BarItem[];
  label: string;
  formatValue: (value: number) => string;
}) {
  const max = Math.max(...items.map((item) => item.value), 0) || 1;
  const width = scaleLinear<number>({ domain: [0, max], range: [0, 100] });
  return (
    <div role="img" aria-label={label} className="grid gap-2.5">
      {items.map((item) => (
        <div key={item.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">{item.label}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatValue(item.value)}</span>
          </div>
          <div className="h-2.5 rounded-full bg-brand-50">
            <div
              className="h-full rounded-full bg-brand-500"
              style={{ width: `${Math.max(width(item.value), item.value > 0 ? 1 : 0)}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

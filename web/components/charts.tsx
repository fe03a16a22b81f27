import 'chartist/dist/index.css';
import './charts.css';
import { useEffect, useRef } from 'react';
import { useI18n } from '#web/lib/i18n.tsx';

/*
 * Dashboard charts (chartist: small, SVG, no dependencies). The chart is drawn in the browser
 * after hydration; the server renders the same numbers as a table that screen readers (and a
 * page without JavaScript) read, so a chart never hides its data. Values are formatted in the
 * page's language (Bengali digits in Bengali), money through `format`.
 */

export interface ChartProps {
  /** What the chart shows, e.g. "Sales, last 30 days": its caption and the table's caption. */
  title: string;
  labels: string[];
  /** One value per label (bar, donut) — or, for a line chart, one or more series of them. */
  values: number[];
  /** How a value reads in the table and on the axis (default: the page's number format). */
  format?: (value: number) => string;
  height?: number;
  /**
   * Inside a widget that already shows the title as its heading, and lists the values itself:
   * the caption and the donut's legend are left to screen readers (the table stays).
   */
  inWidget?: boolean;
  /** Where the whole widget leads (its filtered list). */
  href?: string;
}

type Kind = 'bar' | 'line' | 'donut';

function Chart({
  kind,
  title,
  labels,
  values,
  format,
  height = 200,
  inWidget = false,
}: ChartProps & { kind: Kind }) {
  const i18n = useI18n();
  const show = format ?? ((value: number) => i18n.number(value));
  const box = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([kind, labels, values, i18n.locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the data (key) changes
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { detach(): void } | undefined;
    let cancelled = false;
    void import('chartist').then(({ BarChart, LineChart, PieChart }) => {
      if (cancelled) return;
      const axisY = { labelInterpolationFnc: (value: number | string) => show(Number(value)), offset: 56 };
      // Long label lists (30 days) show every fifth label only.
      const axisX = {
        labelInterpolationFnc: (value: string | number, index: number) =>
          labels.length > 12 && index % 5 !== 0 ? '' : String(value),
      };
      if (kind === 'bar' && labels.length <= 12 && element.clientWidth < 480) {
        // In a narrow box (the chart's own width under 480 px, whatever the screen) a few named bars
        // (products by category, by seller) leave each name less room than its width, and the names
        // under the bars run into each other: the bars lie across, each name beside its bar, cut
        // short with an ellipsis (the table below has them whole).
        chart = new BarChart(
          element,
          { labels, series: [values] },
          {
            height: Math.max(height, labels.length * 30 + 40),
            horizontalBars: true,
            reverseData: true,
            axisX: { labelInterpolationFnc: axisY.labelInterpolationFnc },
            axisY: { offset: Math.round(element.clientWidth * 0.35) },
          },
        );
      } else if (kind === 'bar') {
        chart = new BarChart(element, { labels, series: [values] }, { height, axisY, axisX });
      } else if (kind === 'line') {
        chart = new LineChart(
          element,
          { labels, series: [values] },
          { height, axisY, axisX, showArea: true, fullWidth: true, low: 0 },
        );
      } else {
        chart = new PieChart(
          element,
          { labels: labels.map((label, index) => `${label} ${show(values[index] ?? 0)}`), series: values },
          { height, donut: true, donutWidth: 28, showLabel: false },
        );
      }
    });
    return () => {
      cancelled = true;
      chart?.detach();
    };
  }, [key, height]);

  return (
    <figure className={`chart chart-${kind}`} style={{ margin: 0 }}>
      <figcaption style={inWidget ? VISUALLY_HIDDEN : { fontWeight: 600, marginBottom: '0.25rem' }}>
        {title}
      </figcaption>
      <div ref={box} aria-hidden="true" style={{ minHeight: height, width: '100%' }} />
      {kind === 'donut' && !inWidget && (
        <ul className="chart-legend" aria-hidden="true" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {labels.map((label, index) => (
            <li key={label} className={`chart-legend-${String.fromCharCode(97 + (index % 15))}`}>
              {label}: {show(values[index] ?? 0)}
            </li>
          ))}
        </ul>
      )}
      {/* A table ignores its own width and overflow: the hidden box around it clips it, so its
          rows (the donut's long labels) do not widen a phone's page. */}
      <div style={VISUALLY_HIDDEN}>
        <table>
          <caption>{title}</caption>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{show(values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function BarChart(props: ChartProps) {
  return <Chart kind="bar" {...props} />;
}

export function LineChart(props: ChartProps) {
  return <Chart kind="line" {...props} />;
}

export function DonutChart(props: ChartProps) {
  return <Chart kind="donut" {...props} />;
}

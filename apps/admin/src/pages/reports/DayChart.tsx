// A bar chart of one figure per day, in plain SVG (no chart library for one chart): bars scale to the
// largest day, every bar has its value as a title, and the figures are in the table beside it for
// screen readers (the chart itself is an image with a summary label).
export interface DayBar {
  day: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 180;
const PAD_BOTTOM = 24;
const PAD_TOP = 16;

export function DayChart({ bars, label }: { bars: DayBar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  // Label every day while they fit, else about eight of them.
  const every = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <svg
      className="day-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${label}：${bars.length} 天共 ${total}`}
      preserveAspectRatio="none"
    >
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - PAD_BOTTOM}
        y2={HEIGHT - PAD_BOTTOM}
        stroke="currentColor"
        opacity={0.3}
      />
      {bars.map((bar, index) => {
        const height = ((HEIGHT - PAD_BOTTOM - PAD_TOP) * bar.value) / max;
        const x = index * slot + (slot - barWidth) / 2;
        return (
          <g key={bar.day} data-testid="chart-bar" data-day={bar.day} data-value={bar.value}>
            <rect x={x} y={HEIGHT - PAD_BOTTOM - height} width={barWidth} height={height} className="bar">
              <title>{`${bar.day}：${bar.value}`}</title>
            </rect>
            {index % every === 0 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11}>
                {bar.day.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

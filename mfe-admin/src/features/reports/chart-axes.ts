/** The value axis of a report chart: a few round ticks (1, 2 or 5 times a power of ten apart), each labelled once. */
export interface NiceTicks {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

const STEPS = [1, 2, 5, 10];
/** Float noise off (0.1 + 0.2), so a tick reads as the round number it is. */
const clean = (n: number) => Number(n.toPrecision(12));

/**
 * Ticks from 0 (or below it, for negative values) to at least `max`, about `target` steps apart.
 * `integer`: counts and cents, whose ticks are whole numbers (a step of at least 1).
 */
export function niceTicks(dataMin: number, dataMax: number, { target = 4, integer = false }: { target?: number; integer?: boolean } = {}): NiceTicks {
  const lo = Math.min(0, Number.isFinite(dataMin) ? dataMin : 0);
  let hi = Math.max(0, Number.isFinite(dataMax) ? dataMax : 0);
  // Nothing to show (all zero): one step above zero, so the axis still reads.
  if (hi <= lo) hi = lo + (integer ? 1 : 0.01);
  const raw = (hi - lo) / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = clean((STEPS.find((s) => s * magnitude >= raw) ?? 10) * magnitude);
  if (integer) step = Math.max(1, Math.ceil(step));
  const min = clean(Math.floor(lo / step) * step);
  const max = clean(Math.ceil(hi / step) * step);
  const ticks: number[] = [];
  for (let i = 0; clean(min + i * step) <= max; i += 1) ticks.push(clean(min + i * step));
  return { min, max, step, ticks };
}

/** A rate's tick label with as many decimals as its step needs (0%, 0.05%, 0.1%), so no two ticks read the same. */
export function percentTick(step: number) {
  const decimals = Math.max(0, -Math.floor(Math.log10(step * 100) + 1e-9));
  return (rate: number) => `${Number((rate * 100).toFixed(decimals)).toString()}%`;
}

/** The category axis (instructors, locations) of a bar chart: how its labels fit the width. */
export interface CategoryAxis {
  /** 0: level; -90: read upwards, one per bar, when level labels would run into each other. */
  rotate: number;
  /** The axis's height in pixels. */
  size: number;
  /** The label shown under each bar ('' for the bars left unlabelled when even upright labels do not fit). */
  labels: string[];
}

/** Approximate width of a character and height of a line of the charts' 12 px axis font. */
const CHAR_PX = 7;
const LINE_PX = 14;
const MAX_UPRIGHT_CHARS = 12;

const truncate = (label: string, chars: number) => (label.length > chars ? `${label.slice(0, chars - 1)}…` : label);

/**
 * Level labels while each fits its bar's share of the width; else upright (rotated) labels cut to
 * MAX_UPRIGHT_CHARS with an ellipsis; and when bars are narrower than a line, every k-th bar
 * labelled. The full names are in the chart's text summary (its accessible name).
 */
export function categoryAxis(labels: string[], plotWidth: number): CategoryAxis {
  const slot = plotWidth / Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map((l) => l.length));
  if (longest * CHAR_PX + 8 <= slot) return { rotate: 0, size: 40, labels };
  const every = Math.max(1, Math.ceil(LINE_PX / slot));
  const shown = labels.map((label, i) => (i % every === 0 ? truncate(label, MAX_UPRIGHT_CHARS) : ''));
  const chars = Math.max(0, ...shown.map((l) => l.length));
  return { rotate: -90, size: chars * CHAR_PX + 16, labels: shown };
}

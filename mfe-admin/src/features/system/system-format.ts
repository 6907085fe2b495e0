/** 3 d 4 h, 2 h 5 min, 4 min, 12 s: an uptime at a glance. */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const NONE = '—';
export const orNone = <T>(value: T | null, show: (v: T) => string) => (value === null ? NONE : show(value));
export const perMinute = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}/min`;
export const rate = (r: number) => `${(r * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
export const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
export const secondsText = (n: number) => (n < 60 ? `${Math.round(n)} s` : duration(n));
export const bytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : n < 1024 ** 3 ? `${(n / 1024 ** 2).toFixed(1)} MB` : `${(n / 1024 ** 3).toFixed(2)} GB`;

/** The value below which `p` percent of the values lie (nearest rank, no interpolation); 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

export function median(values: number[]): number {
  return percentile(values, 50)
}

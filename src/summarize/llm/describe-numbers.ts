/** Numbers as a reader (and a model) reads them: runs as ranges, "1–12", "3, 5, 7–9". */
export function describeNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b)
  const runs: string[] = []
  for (let index = 0; index < sorted.length;) {
    let end = index
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] as number) + 1) end++
    runs.push(end - index >= 2 ? `${sorted[index]}–${sorted[end]}` : sorted.slice(index, end + 1).join(', '))
    index = end + 1
  }
  return runs.join(', ')
}

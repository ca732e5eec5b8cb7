const processedFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** Spec §2 "Summary view": like January 5, 2025, or Unknown. */
export function formatProcessedDate(processedAt: string | null): string {
  if (!processedAt) return 'Unknown'
  const date = new Date(processedAt)
  return Number.isNaN(date.getTime()) ? 'Unknown' : processedFormat.format(date)
}

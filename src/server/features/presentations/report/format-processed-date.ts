/** The summary view's 'Processed on January 5, 2025' (en-US long date), or 'Unknown'. */
export function formatProcessedDate(processedAt: Date | null, timeZone = 'UTC'): string {
  if (!processedAt || Number.isNaN(processedAt.getTime())) return 'Unknown'
  return processedAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  })
}

/**
 * `npm run --silent ingest -- deck.pdf | head -c 100`: the reader stops early and every further write
 * fails with EPIPE. That is the reader's choice, not a failure: end at once, without a stack trace.
 */
export function exitQuietlyWhenOutputCloses(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
    process.exit()
  })
}

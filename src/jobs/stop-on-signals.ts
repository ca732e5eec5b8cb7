/** Time kept back from the queue's graceful stop for failing what is still running and closing. */
const CLOSE_MARGIN_MS = 2_000

/** The queue's graceful-stop timeout out of the time left, a margin kept back for closing after it. */
export function queueStopTimeoutMs(remainingMs: number): number {
  return Math.max(1_000, remainingMs - CLOSE_MARGIN_MS)
}

export interface StopOptions {
  /** Finishes in-flight work (requests, jobs) and closes connections; given the time it has left. */
  stop: (remainingMs: () => number) => Promise<void>
  /** The whole graceful stop must end within this; after it the process exits anyway. */
  timeoutMs: number
  log: {
    info: (details: Record<string, unknown>, message: string) => void
    error: (details: Record<string, unknown>, message: string) => void
  }
  exit?: (code: number) => void
}

/**
 * SIGTERM or SIGINT starts a graceful stop bounded by `timeoutMs` (issue 19): whatever the database,
 * the queue or the log output is doing then, the process exits when the time is up. A second signal
 * exits at once; jobs it interrupts stay in the queue and are taken again (pg-boss heartbeats, or the
 * embedded database's requeue at start).
 */
export function stopOnSignals({
  stop,
  timeoutMs,
  log,
  exit = (code) => process.exit(code),
}: StopOptions): void {
  let deadline: number | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    if (deadline !== undefined) {
      log.info({ signal }, 'second signal: exiting now')
      exit(signal === 'SIGINT' ? 130 : 143)
      return
    }
    deadline = Date.now() + timeoutMs
    log.info({ signal, timeoutMs }, 'shutting down')
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown did not finish in time: exiting')
      exit(1)
    }, timeoutMs)
    const remainingMs = () => Math.max(0, deadline! - Date.now())
    stop(remainingMs).then(
      () => {
        clearTimeout(timer)
        exit(0)
      },
      (error: unknown) => {
        clearTimeout(timer)
        log.error({ err: error }, 'shutdown failed')
        exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

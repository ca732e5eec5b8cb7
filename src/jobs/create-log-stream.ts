import type { Writable } from 'node:stream'
import { prettyFactory } from 'pino-pretty'

export interface LogStream {
  write: (line: string) => void
  /** Lines lost since the output last drained and that are not yet reported. */
  dropped: () => number
}

export interface LogStreamOptions {
  /** Standard output unless given: a pipe or socket there is non-blocking, written from the event loop. */
  output?: Writable
  /** Bytes waiting for the output beyond which new lines are dropped (counted) instead of queued. */
  maxBufferedBytes?: number
  /** Readable lines instead of JSON; by default when the output is a terminal (see `prefersReadableLogs`). */
  pretty?: boolean
  now?: () => number
}

/** A person reads a terminal; anything else (a pipe, a file, a log collector) gets one JSON object a line. */
export function prefersReadableLogs(output: Writable): boolean {
  return (output as Writable & { isTTY?: boolean }).isTTY === true
}

/**
 * pino-pretty's formatter, run on each line in this process rather than as a pino transport: a transport
 * is a worker thread with its own buffering and an exit-time flush, which decision 022 rules out. The
 * formatted line then takes the same bounded, never-waiting path as a JSON one.
 */
function readableLine(): (line: string) => string {
  const format = prettyFactory({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
  return (line) => format(line)
}

export const DEFAULT_MAX_BUFFERED_LOG_BYTES = 1024 * 1024

/**
 * The one destination of the server's and worker's pino loggers (decision 022). It never blocks: writes go
 * to the output's own asynchronous queue, a line that would grow that queue past the bound is dropped and
 * counted, and once the output drains one warning line says how many were lost. Nothing is flushed at exit,
 * so a stalled or vanished reader can neither hold requests nor keep the process alive.
 */
export function createLogStream({
  output = process.stdout,
  maxBufferedBytes = DEFAULT_MAX_BUFFERED_LOG_BYTES,
  pretty = prefersReadableLogs(output),
  now = Date.now,
}: LogStreamOptions = {}): LogStream {
  const format = pretty ? readableLine() : (line: string) => line
  let dropped = 0
  let broken = false
  // EPIPE (the reader is gone) and other write errors would otherwise be thrown as an unhandled 'error'.
  output.on('error', () => {
    broken = true
  })
  output.on('drain', () => {
    if (dropped === 0 || broken) return
    const report = {
      level: 40,
      time: now(),
      msg: 'log lines dropped while the log output was blocked',
      dropped,
    }
    dropped = 0
    output.write(format(`${JSON.stringify(report)}\n`))
  })
  return {
    write(line) {
      if (broken || output.destroyed) {
        dropped++
        return
      }
      const text = format(line)
      if (output.writableLength + text.length > maxBufferedBytes) {
        dropped++
        return
      }
      output.write(text)
    },
    dropped: () => dropped,
  }
}

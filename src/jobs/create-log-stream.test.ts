import { Writable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { createLogStream, prefersReadableLogs } from './create-log-stream'

/** An output that takes bytes only when told to: a reader that has stopped, then resumes. */
function stalledOutput() {
  const received: string[] = []
  const pending: (() => void)[] = []
  const output = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk.toString())
      pending.push(callback)
    },
  })
  const drain = async () => {
    while (pending.length > 0) {
      pending.shift()!()
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return { output, received, drain }
}

describe('the log stream', () => {
  test('drops lines beyond its bound while the output is stalled, without waiting for it', () => {
    const { output } = stalledOutput()
    const stream = createLogStream({ output, maxBufferedBytes: 100 })

    for (let i = 0; i < 10; i++) stream.write(`${'x'.repeat(29)}\n`)

    expect(output.writableLength).toBeLessThanOrEqual(100)
    expect(stream.dropped()).toBe(7)
  })

  test('reports the number of dropped lines once the output drains', async () => {
    const { output, received, drain } = stalledOutput()
    const stream = createLogStream({ output, maxBufferedBytes: 100, now: () => 1_700_000_000_000 })
    for (let i = 0; i < 10; i++) stream.write(`${'x'.repeat(29)}\n`)

    await drain()

    const report = JSON.parse(received.at(-1)!) as Record<string, unknown>
    expect(report).toEqual({
      level: 40,
      time: 1_700_000_000_000,
      msg: 'log lines dropped while the log output was blocked',
      dropped: 7,
    })
    expect(stream.dropped()).toBe(0)
  })

  test('counts lines written after the reader has gone as dropped instead of throwing', () => {
    const output = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))
      },
    })
    const stream = createLogStream({ output })

    stream.write('first\n')
    output.destroy()
    stream.write('second\n')

    expect(stream.dropped()).toBe(1)
  })

  test('is readable on a terminal and JSON on anything else', () => {
    const terminal = Object.assign(new Writable({ write: (_chunk, _encoding, callback) => callback() }), {
      isTTY: true,
    })
    const pipe = new Writable({ write: (_chunk, _encoding, callback) => callback() })

    expect(prefersReadableLogs(terminal)).toBe(true)
    expect(prefersReadableLogs(pipe)).toBe(false)
  })

  test('writes a pino line as readable text when pretty, and unchanged as JSON otherwise', () => {
    const written = (pretty: boolean) => {
      const received: string[] = []
      const output = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          received.push(chunk.toString())
          callback()
        },
      })
      createLogStream({ output, pretty }).write(LINE)
      return received.join('')
    }

    expect(stripVTControlCharacters(written(true))).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(jobs\): Slidebrief is ready\n {4}database: "pglite"\n$/,
    )
    expect(written(false)).toBe(LINE)
  })
})

const LINE = `${JSON.stringify({
  level: 30,
  time: 1_700_000_000_000,
  pid: 1,
  hostname: 'h',
  name: 'jobs',
  msg: 'Slidebrief is ready',
  database: 'pglite',
})}\n`

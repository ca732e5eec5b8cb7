import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('upload temp files', () => {
  test.each([
    ['owns DATA_DIR (embedded database): every upload temp file left by a crash', true, ['not-an-upload']],
    [
      'shares DATA_DIR (PostgreSQL): only those over an hour old',
      false,
      ['not-an-upload', 'upload-in-flight'],
    ],
  ])('a server that %s is cleared at start; other files stay', async (_what, ownsDataDir, left) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'slidebrief-stale-'))
    try {
      const tempDir = path.join(dataDir, 'tmp')
      mkdirSync(tempDir, { recursive: true })
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
      for (const name of ['upload-crashed', 'not-an-upload']) {
        writeFileSync(path.join(tempDir, name), 'x')
        utimesSync(path.join(tempDir, name), twoHoursAgo, twoHoursAgo)
      }
      // Half-received a moment ago by a process killed with -9 (or, sharing DATA_DIR, by another server).
      writeFileSync(path.join(tempDir, 'upload-in-flight'), 'x')

      t = await buildTestApp({ env: { DATA_DIR: dataDir }, ownsDataDir })

      expect(readdirSync(tempDir).sort()).toEqual(left)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a client abandoning an upload is logged at info, not as an error, and leaves no temp file', async () => {
    const lines: { level: number; msg: string }[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    t = await buildTestApp({ logger: { level: 'info', stream } })
    const user = await signUp(t.app, 'quitter')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }

    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        const boundary = 'xyz'
        socket.write(
          [
            'POST /api/presentations/upload HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Cookie: sb_session=${user.cookies.sb_session}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            'Content-Length: 1000000',
            '',
            `--${boundary}`,
            'Content-Disposition: form-data; name="documentType"',
            '',
            'presentation',
            `--${boundary}`,
            'Content-Disposition: form-data; name="file"; filename="deck.pdf"',
            'Content-Type: application/pdf',
            '',
            '%PDF-1.7 partial',
          ].join('\r\n'),
        )
        setTimeout(() => socket.destroy(), 200)
      })
      socket.on('close', () => resolve())
      socket.on('error', reject)
    })
    await expect.poll(() => lines.some((line) => /aborted/i.test(line.msg)), { timeout: 5000 }).toBe(true)

    const aborted = lines.find((line) => /aborted/i.test(line.msg))
    expect(aborted?.level).toBe(30)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    await expect
      .poll(() => readdirSync(path.join(t!.config.dataDir, 'tmp')).filter((f) => f.startsWith('upload-')))
      .toEqual([])
  })
})

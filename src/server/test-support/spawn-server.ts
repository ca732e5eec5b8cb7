import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedDataDir } from '../../db/embedded-template'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * A new DATA_DIR whose database is copied from the test run's migrated template, so the server opens it
 * rather than running initdb and every migration (decision 073); `empty` for a test of a first start.
 */
export function tempDataDir({ empty = false }: { empty?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'slidebrief-'))
  if (!empty) seedDataDir(dir)
  return dir
}

export interface ServerProcess {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<number | null>
}

/**
 * What the test does with the child's standard output: reads it (the default), never reads it (a stalled
 * log pipe: the kernel buffer fills), or closes it at once (a log reader that has exited: EPIPE).
 */
export type StdoutReader = 'read' | 'stall' | 'close'

/** The real server as a child process (`node --import tsx src/server/main.ts`), as `npm start` runs it. */
export function spawnServer(
  env: Record<string, string>,
  entry = 'src/server/main.ts',
  stdoutReader: StdoutReader = 'read',
): ServerProcess {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    // Browser and process tests sign up many users from one address; the limits have their own tests.
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', RATE_LIMITS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (stdoutReader === 'read') child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  else if (stdoutReader === 'stall') child.stdout.pause()
  else child.stdout.destroy()
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited }
}

/** Polls until the server answers health, or fails with what it printed. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null | undefined
  void server.exited.then((code) => (exitCode = code))
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`)
    try {
      const res = await fetch(`${server.url}/api/health`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${server.output()}`)
}

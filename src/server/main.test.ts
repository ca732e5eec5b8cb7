import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitForHealth,
  type ServerProcess,
} from './test-support/spawn-server'

const started: ServerProcess[] = []
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL')
})

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env)
  started.push(server)
  return server
}

describe('the server process', () => {
  // One running server for the file: a start takes seconds, tens of them under CI's load (decision 122).
  // Its tests run in order; the last one stops it.
  let server: ServerProcess
  let env: Record<string, string>
  beforeAll(async () => {
    env = { PORT: String(await freePort()), DATA_DIR: tempDataDir(), DATABASE_URL: '', LOG_LEVEL: 'info' }
    server = start(env)
    await waitForHealth(server)
  })

  test('serves health over real HTTP and refuses a second process on the same DATA_DIR', async () => {
    const res = await fetch(`${server.url}/api/health`)
    const second = start({ ...env, PORT: String(await freePort()) })
    const secondExit = await second.exited

    expect(await res.json()).toEqual({ status: 'ok' })
    expect(secondExit).toBe(1)
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another Slidebrief process/)
  }, 120_000)

  test('says it is ready on the address it listens on, as one JSON line when its output is piped', async () => {
    const readyLine = () =>
      server
        .output()
        .split('\n')
        .find((line) => line.includes('Slidebrief is ready'))
    await expect.poll(readyLine).toBeDefined()

    const ready = JSON.parse(readyLine()!) as Record<string, unknown>
    expect(ready.msg).toBe(`Slidebrief is ready on http://127.0.0.1:${env.PORT}`)
    expect(ready.database).toBe('embedded')
  })

  test('stops on SIGTERM', async () => {
    server.child.kill('SIGTERM')

    expect(await server.exited).toBe(0)
  }, 60_000)

  test('stops at start with a message naming a badly set variable', async () => {
    const badly = start({ PORT: 'eighty', DATA_DIR: tempDataDir() })

    const exit = await badly.exited

    expect(exit).toBe(1)
    expect(badly.output()).toMatch(/PORT: /)
  }, 120_000)
})

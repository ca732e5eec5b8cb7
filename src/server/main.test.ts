import { afterAll, describe, expect, test } from 'vitest'
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
  test('serves health over real HTTP, refuses a second process on the same DATA_DIR, and stops on SIGTERM', async () => {
    const dataDir = tempDataDir()
    const env = { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '' }
    const server = start(env)
    await waitForHealth(server)

    const res = await fetch(`${server.url}/api/health`)
    const second = start({ ...env, PORT: String(await freePort()) })
    const secondExit = await second.exited
    server.child.kill('SIGTERM')
    const exit = await server.exited

    expect(await res.json()).toEqual({ status: 'ok' })
    expect(secondExit).toBe(1)
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another Slidebrief process/)
    expect(exit).toBe(0)
  }, 120_000)

  test('says it is ready on the address it listens on, as one JSON line when its output is piped', async () => {
    const port = await freePort()
    const server = start({ PORT: String(port), DATA_DIR: tempDataDir(), DATABASE_URL: '', LOG_LEVEL: 'info' })
    await waitForHealth(server)
    const readyLine = () =>
      server
        .output()
        .split('\n')
        .find((line) => line.includes('Slidebrief is ready'))
    await expect.poll(readyLine).toBeDefined()
    server.child.kill('SIGTERM')
    await server.exited

    const ready = JSON.parse(readyLine()!) as Record<string, unknown>
    expect(ready.msg).toBe(`Slidebrief is ready on http://127.0.0.1:${port}`)
    expect(ready.database).toBe('embedded')
  }, 120_000)

  test('stops at start with a message naming a badly set variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: tempDataDir() })

    const exit = await server.exited

    expect(exit).toBe(1)
    expect(server.output()).toMatch(/PORT: /)
  })
})

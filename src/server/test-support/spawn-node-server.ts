import { spawn } from 'node:child_process'
import { REPO_ROOT, type ServerProcess } from './spawn-server'

/**
 * A server started as `node <args>` with the rate limits on, as users start it: the compiled build
 * through scripts/ensure-server-build.mjs, or `npm start`'s own flags and entry.
 */
export function spawnNodeServer(args: string[], env: Record<string, string>): ServerProcess {
  let output = ''
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited }
}

import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')

/** Runs a CLI the way `... | head -c 100` does: takes the first bytes, then closes the pipe. */
function runIntoClosingReader(cli: string, args: string[]) {
  return new Promise<{ code: number | null; stderr: string; firstBytes: string; msAfterClose: number }>(
    (resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
        cwd: repoRoot,
        env: { ...process.env, AI_PROVIDER: 'local' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      let firstBytes = ''
      let closedAt = 0
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.stdout.once('data', (chunk: Buffer) => {
        firstBytes = chunk.subarray(0, 100).toString()
        closedAt = Date.now()
        child.stdout.destroy()
      })
      child.on('exit', (code) => resolve({ code, stderr, firstBytes, msAfterClose: Date.now() - closedAt }))
    },
  )
}

describe.concurrent('a command whose reader stops early', () => {
  test.each([
    ['src/cli/ingest.ts', [path.join(corpus, 'lang/nl-udhr.pdf')]],
    ['src/cli/summarize.ts', [path.join(corpus, 'lang/nl-udhr.pdf'), '--type', 'document']],
  ])(
    '%s ends at once, without a stack trace',
    async (cli, args) => {
      const { code, stderr, firstBytes, msAfterClose } = await runIntoClosingReader(cli, args)

      expect(firstBytes.startsWith('{')).toBe(true)
      expect(stderr).toBe('')
      expect(code).toBe(0)
      expect(msAfterClose).toBeLessThan(2_000)
    },
    60_000,
  )
})

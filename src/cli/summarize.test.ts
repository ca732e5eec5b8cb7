import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { summarySchema } from '../shared'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')

function runCli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/summarize.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, AI_PROVIDER: 'local', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

// Each run starts Node with tsx over the whole source tree: on a loaded 2-core CI machine that took over the
// unit suite's 30 s (two runs in one test), so a test may take as long as its runs' own time limits.
describe.concurrent('npm run summarize', { timeout: 150_000 }, () => {
  test('prints the Summary of a file as JSON, in the document language, and nothing else', async () => {
    const { code, stdout } = await runCli([path.join(corpus, 'lang/nl-udhr.pptx')])

    expect(code).toBe(0)
    const summary = summarySchema.parse(JSON.parse(stdout))
    expect(summary).toMatchObject({ language: 'nl', provider: 'local' })
    expect(summary.slideBySlide.length).toBeGreaterThan(0)
  })

  test('summarises a document by sections when asked', async () => {
    const { code, stdout } = await runCli([path.join(corpus, 'lang/nl-udhr.pdf'), '--type', 'document'])

    expect(code).toBe(0)
    const summary = summarySchema.parse(JSON.parse(stdout))
    expect(summary.slideBySlide.some((item) => (item.pages?.length ?? 0) > 0)).toBe(true)
  })

  test('answers a missing file with an error object and exit code 1', async () => {
    const { code, stdout } = await runCli([path.join(repoRoot, 'no-such-deck.pptx')])

    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
  })

  test('refuses an unknown provider or document type', async () => {
    const provider = await runCli(['deck.pdf', '--provider', 'mystery'])
    const type = await runCli(['deck.pdf', '--type', 'memo'])

    expect([provider.code, type.code]).toEqual([1, 1])
    expect(JSON.parse(provider.stdout).error.code).toBe('bad_request')
    expect(JSON.parse(type.stdout).error.code).toBe('bad_request')
  })

  test('says the LLM is not configured when it has neither key nor server', async () => {
    const { code, stdout } = await runCli(['deck.pdf', '--provider', 'anthropic'], {
      AI_API_KEY: '',
      AI_BASE_URL: '',
    })

    expect(code).toBe(1)
    expect(JSON.parse(stdout).error.code).toBe('not_configured')
  })
})

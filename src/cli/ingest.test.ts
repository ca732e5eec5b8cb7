import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { documentSchema } from '../shared'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')

function runCli(target: string): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'src/cli/ingest.ts'), target],
      { cwd: repoRoot },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
    )
  })
}

describe('the ingest command', () => {
  test('prints only the Document as JSON and exits 0', async () => {
    const { code, stdout } = await runCli(path.join(corpus, 'lang/nl-udhr.pdf'))

    expect(code).toBe(0)
    expect(documentSchema.parse(JSON.parse(stdout)).language).toBe('nl')
  })

  test('prints only the error as JSON and exits 1', async () => {
    const { code, stdout } = await runCli(path.join(corpus, 'bad/html-page.pdf'))

    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toEqual({
      error: { code: 'unsupported_type', message: 'Only PDF, PPT, and PPTX files are allowed.' },
    })
  })
})

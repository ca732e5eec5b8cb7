// Test support: the shared corpus is read in place, beside the checkout (../shared/corpus), never copied.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IngestErrorCode, Language } from '../shared'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const corpusRoot = path.resolve(repoRoot, '..', 'shared', 'corpus')

export interface CorpusEntry {
  path: string
  pages: number | null
  hiddenSlides: number | null
  language: Language | string | null
  expect: 'ok' | 'reject'
  error: IngestErrorCode | null
  bytes: number
}

export function corpusPath(relative: string): string {
  return path.join(corpusRoot, relative)
}

export function readCorpusFile(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusPath(relative)))
}

export function readManifest(): CorpusEntry[] {
  return JSON.parse(readFileSync(corpusPath('manifest.json'), 'utf8')) as CorpusEntry[]
}

// Ingest figures: PDF pages per second against poppler's pdftotext on the same files, ms per PPTX and PPT
// deck, and peak memory (RSS) while ingesting a 50 MB file. Goal: at most 1.5x pdftotext's time per file.
import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ingestFile } from '../src/ingest'
import { MAX_UPLOAD_BYTES } from '../src/shared'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')
const RUNS = 3

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function timeIt(action: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await action()
    times.push(performance.now() - start)
  }
  return median(times)
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function pdftotext(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('pdftotext', ['-q', '-enc', 'UTF-8', file, '-'], { maxBuffer: 256 * 1024 * 1024 }, (error) =>
      error ? reject(error) : resolve(),
    )
  })
}

function corpusFiles(folder: string, extension: string): string[] {
  return readdirSync(path.join(corpus, folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(corpus, folder, name))
}

async function benchPdfs(withReference: boolean): Promise<void> {
  const bySize = corpusFiles('pdf', '.pdf').sort((a, b) => statSync(b).size - statSync(a).size)
  const files = [...new Set([...bySize.slice(0, 5), path.join(corpus, 'pdf/owasp-asvs-v5.pdf')])]
  console.log('PDF (median of 3 runs, warm worker pool; pdftotext run as a process, as poppler is used)')
  console.log('file | pages | ingest ms | pages/s | pdftotext ms | pages/s | ratio')
  await ingestFile(files[0] ?? '') // starts the worker and loads pdf.js once, as a running server has
  for (const file of files) {
    const { pageCount } = await ingestFile(file)
    const ours = await timeIt(() => ingestFile(file))
    const reference = withReference ? await timeIt(() => pdftotext(file)) : undefined
    console.log(
      [
        path.basename(file),
        pageCount,
        ours.toFixed(0),
        ((pageCount * 1000) / ours).toFixed(0),
        reference === undefined ? 'n/a' : reference.toFixed(0),
        reference === undefined ? 'n/a' : ((pageCount * 1000) / reference).toFixed(0),
        reference === undefined ? 'n/a' : `${(ours / reference).toFixed(2)}x`,
      ].join(' | '),
    )
  }
}

async function benchDecks(folder: string, extension: string): Promise<void> {
  const files = corpusFiles(folder, extension)
  const times: number[] = []
  for (const file of files) {
    await ingestFile(file)
    times.push(await timeIt(() => ingestFile(file)))
  }
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length
  console.log(
    `${extension.slice(1).toUpperCase()}: ${files.length} decks, mean ${mean.toFixed(0)} ms per deck, slowest ${Math.max(...times).toFixed(0)} ms`,
  )
}

/**
 * A real PDF grown to just under 50 MB by an incremental update that adds one unreferenced stream of
 * random bytes: the parser must hold and scan the whole file, as with a large scanned upload.
 */
function writeLargePdf(directory: string): string {
  const original = readFileSync(path.join(corpus, 'pdf/cncf-linux-summit.pdf'))
  const text = original.toString('latin1')
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(text)?.[1]
  const size = Number(/\/Size\s+(\d+)/.exec(text)?.[1])
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  const padding = randomBytes(MAX_UPLOAD_BYTES - original.length - 4096)
  const objectStart = original.length + 1
  const head = Buffer.from(`\n${size} 0 obj\n<< /Length ${padding.length} >>\nstream\n`, 'latin1')
  const tail = Buffer.from('\nendstream\nendobj\n', 'latin1')
  const xrefStart = objectStart + head.length - 1 + padding.length + tail.length
  const xref = Buffer.from(
    `xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objectStart).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${previous} >>\nstartxref\n${xrefStart}\n%%EOF\n`,
    'latin1',
  )
  const file = path.join(directory, 'large-50mb.pdf')
  writeFileSync(file, Buffer.concat([original, head, padding, tail, xref]))
  return file
}

async function benchPeakMemory(withReference: boolean): Promise<void> {
  const directory = mkdtempSync(path.join(tmpdir(), 'slidebrief-bench-'))
  try {
    const file = writeLargePdf(directory)
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 10)
    const start = performance.now()
    const document = await ingestFile(file)
    const elapsed = performance.now() - start
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
    const reference = withReference
      ? `; pdftotext ${(await timeIt(() => pdftotext(file))).toFixed(0)} ms`
      : ''
    console.log(
      `50 MB PDF (${mb(statSync(file).size)} MB, ${document.pageCount} pages): ${elapsed.toFixed(0)} ms${reference}; ` +
        `peak RSS ${mb(peak)} MB (process incl. worker threads), ${mb(peak - before)} MB above the ${mb(before)} MB before`,
    )
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

export default async function (): Promise<void> {
  const withReference = hasPdftotext()
  if (!withReference)
    console.log('pdftotext not installed (apt-get install poppler-utils): reference skipped')
  await benchPeakMemory(withReference)
  await benchPdfs(withReference)
  await benchDecks('pptx', '.pptx')
  await benchDecks('ppt', '.ppt')
}

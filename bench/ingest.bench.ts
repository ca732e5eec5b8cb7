// Ingest figures, side by side in one run: PDF time per file against poppler's pdftotext and pdf-parse v2
// on the same files, ms per PPTX and PPT deck, and peak memory (RSS) while ingesting a 50 MB PDF.
// Goals (issue 4): at most 1.5x pdftotext's time per file, no slower than pdf-parse, no file over 256 MB.
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ingestFile } from '../src/ingest'
import { resolveHyphenBreaks } from '../src/ingest/pdf/hyphen-break'
import { readPdfPages } from '../src/ingest/pdf/read-pdf'
import { MAX_UPLOAD_BYTES } from '../src/shared'
import type { ReferenceReply, ReferenceRequest } from './pdf-parse-reference'
import { median } from './percentile'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')
const evalDecks = path.resolve(repoRoot, '..', 'shared', 'eval', 'decks')
const RUNS = 7
const WARM_UP_RUNS = 5
const MEGABYTE = 1024 * 1024

async function timeOnce(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await action()
  return performance.now() - start
}

async function timeRuns(action: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < runs; run++) times.push(await timeOnce(action))
  return times
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** pdftotext as poppler is used: a process per file, so its times include starting it (a few ms). */
function pdftotext(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('pdftotext', ['-q', '-enc', 'UTF-8', file, '-'], { maxBuffer: 256 * 1024 * 1024 }, (error) =>
      error ? reject(error) : resolve(),
    )
  })
}

/** pdf-parse in its own long-lived process (see pdf-parse-reference.ts): warm after its first file. */
class PdfParseReference {
  readonly #child: ChildProcess

  constructor() {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
    this.#child = fork(fileURLToPath(new URL('./pdf-parse-reference.ts', import.meta.url)), [], {
      execArgv: ['--import', tsx],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
  }

  time(file: string, runs = RUNS): Promise<ReferenceReply> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`pdf-parse reference exited with ${code}`))
      this.#child.once('exit', onExit)
      this.#child.once('message', (reply: ReferenceReply) => {
        this.#child.off('exit', onExit)
        resolve(reply)
      })
      const request: ReferenceRequest = { file, runs }
      this.#child.send(request)
    })
  }

  close(): void {
    this.#child.kill()
  }
}

function corpusFiles(folder: string, extension: string): string[] {
  return readdirSync(path.join(corpus, folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(corpus, folder, name))
}

const ms = (time: number) => time.toFixed(0)
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const ratio = (ours: number, reference: number) => `${(ours / reference).toFixed(2)}x`

/** "median (fastest)": on a shared machine noise only ever adds time, so the fastest run is shown too. */
function spread(times: number[]): string {
  return `${ms(median(times))} (${ms(Math.min(...times))})`
}

async function benchPdfs(withPdftotext: boolean, pdfParse: PdfParseReference): Promise<void> {
  const bySize = corpusFiles('pdf', '.pdf').sort((a, b) => statSync(b).size - statSync(a).size)
  const files = [...new Set([...bySize.slice(0, 5), path.join(corpus, 'pdf/owasp-asvs-v5.pdf')])]
  console.log(
    `PDF, ${RUNS} runs each, ms as median (fastest). Ours: ingestFile, warm worker pool as in a running server ` +
      'with no other file in flight, so every idle worker reads the file (up to one per core); with reading ' +
      "order, titles and language. 'one worker': the same, kept to one worker (maxWorkersPerFile 1), as " +
      'when the server is busy. pdftotext: a fresh native process per file. pdf-parse v2: its own warm ' +
      'process, plain text only.',
  )
  console.log(
    'file | pages | ours ms | pages/s | one worker ms | pdftotext ms | pages/s | pdf-parse ms | ' +
      'ours/pdftotext | ours/pdf-parse | one worker/pdf-parse',
  )
  const worst = { pdftotext: 0, pdfParse: 0, pdftotextFastest: 0, pdfParseFastest: 0, oneWorker: 0 }
  // Warm-up, as in a server that has been up a while: the pool starts its second worker on the first
  // PDF, and pdf.js needs a few dozen files in a worker before it runs at full speed there.
  const pageCounts = new Map<string, number>()
  for (let run = 0; run < WARM_UP_RUNS; run++) {
    for (const file of files) {
      pageCounts.set(file, (await ingestFile(file)).pageCount)
      await pdfParse.time(file, 1)
    }
  }
  for (const file of files) {
    const pageCount = pageCounts.get(file) ?? 0
    // Interleaved run by run, so that all of them meet the same load on a shared machine.
    const ours: number[] = []
    const oneWorker: number[] = []
    const poppler: number[] = []
    const reference: number[] = []
    for (let run = 0; run < RUNS; run++) {
      ours.push(await timeOnce(() => ingestFile(file)))
      oneWorker.push(await timeOnce(() => ingestFile(file, { maxWorkersPerFile: 1 })))
      if (withPdftotext) poppler.push(await timeOnce(() => pdftotext(file)))
      reference.push(...(await pdfParse.time(file, 1)).times)
    }
    const pagesPerSecond = (times: number[]) => ((pageCount * 1000) / median(times)).toFixed(0)
    const ratios = (references: number[]) =>
      `${ratio(median(ours), median(references))} (${ratio(Math.min(...ours), Math.min(...references))})`
    if (withPdftotext) {
      worst.pdftotext = Math.max(worst.pdftotext, median(ours) / median(poppler))
      worst.pdftotextFastest = Math.max(worst.pdftotextFastest, Math.min(...ours) / Math.min(...poppler))
    }
    worst.pdfParse = Math.max(worst.pdfParse, median(ours) / median(reference))
    worst.pdfParseFastest = Math.max(worst.pdfParseFastest, Math.min(...ours) / Math.min(...reference))
    worst.oneWorker = Math.max(worst.oneWorker, median(oneWorker) / median(reference))
    console.log(
      [
        path.basename(file),
        pageCount,
        spread(ours),
        pagesPerSecond(ours),
        spread(oneWorker),
        withPdftotext ? spread(poppler) : 'n/a',
        withPdftotext ? pagesPerSecond(poppler) : 'n/a',
        spread(reference),
        withPdftotext ? ratios(poppler) : 'n/a',
        ratios(reference),
        ratio(median(oneWorker), median(reference)),
      ].join(' | '),
    )
  }
  const times = (value: number) => `${value.toFixed(2)}x`
  console.log(
    `worst file: ${withPdftotext ? `${times(worst.pdftotext)} (${times(worst.pdftotextFastest)})` : 'n/a'} ` +
      `pdftotext's time (goal <= 1.5x); ${times(worst.pdfParse)} (${times(worst.pdfParseFastest)}) pdf-parse's (goal <= 1x)`,
  )
}

async function benchDecks(folder: string, extension: string): Promise<void> {
  const files = corpusFiles(folder, extension)
  const times: number[] = []
  for (const file of files) {
    await ingestFile(file)
    times.push(median(await timeRuns(() => ingestFile(file))))
  }
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length
  console.log(
    `${extension.slice(1).toUpperCase()}: ${files.length} decks, mean ${ms(mean)} ms per deck, slowest ${ms(Math.max(...times))} ms`,
  )
}

/**
 * A real PDF grown to just under 50 MB by an incremental update that adds one unreferenced stream of
 * random bytes: the parser must hold and scan the whole file, as with a large scanned upload. Written a
 * megabyte at a time, so that this process holds none of it when its memory is measured.
 */
function writeLargePdf(directory: string): string {
  const original = readFileSync(path.join(corpus, 'pdf/cncf-linux-summit.pdf'))
  const text = original.toString('latin1')
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(text)?.[1]
  const size = Number(/\/Size\s+(\d+)/.exec(text)?.[1])
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  const paddingLength = MAX_UPLOAD_BYTES - original.length - 4096
  const objectStart = original.length + 1
  const head = Buffer.from(`\n${size} 0 obj\n<< /Length ${paddingLength} >>\nstream\n`, 'latin1')
  const tail = Buffer.from('\nendstream\nendobj\n', 'latin1')
  const xrefStart = objectStart + head.length - 1 + paddingLength + tail.length
  const xref = Buffer.from(
    `xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objectStart).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${previous} >>\nstartxref\n${xrefStart}\n%%EOF\n`,
    'latin1',
  )
  const file = path.join(directory, 'large-50mb.pdf')
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, original)
    writeSync(fd, head)
    // One random megabyte, repeated: as incompressible to the parser, and nothing left to collect here.
    const noise = randomBytes(MEGABYTE)
    for (let left = paddingLength; left > 0; left -= MEGABYTE)
      writeSync(fd, noise, 0, Math.min(MEGABYTE, left))
    writeSync(fd, tail)
    writeSync(fd, xref)
  } finally {
    closeSync(fd)
  }
  return file
}

/**
 * Runs first, in a process that has ingested nothing yet: the worker starts cold (thread, pdf.js,
 * TypeScript loader) during this file, the worst case for memory. Then the same file again, warm.
 */
async function benchLargeFile(withPdftotext: boolean, pdfParse: PdfParseReference): Promise<void> {
  const directory = mkdtempSync(path.join(tmpdir(), 'slidebrief-bench-'))
  try {
    const file = writeLargePdf(directory)
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    const start = performance.now()
    const document = await ingestFile(file)
    const cold = performance.now() - start
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    const warm = median(await timeRuns(() => ingestFile(file), 3))
    const poppler = withPdftotext
      ? `; pdftotext ${ms(median(await timeRuns(() => pdftotext(file), 3)))} ms`
      : ''
    const reference = await pdfParse.time(file, 1)
    console.log(
      `50 MB PDF (${mb(statSync(file).size)} MB, ${document.pageCount} pages): first file of a cold worker ${ms(cold)} ms, ` +
        `warm ${ms(warm)} ms${poppler}; pdf-parse's first file ${ms(reference.times[0] ?? 0)} ms`,
    )
    console.log(
      `peak RSS ${mb(peak)} MB for the whole process incl. the worker thread (${mb(before)} MB before, so ` +
        `${mb(peak - before)} MB for the file and a cold worker; goal <= 256 MB); pdf-parse's process ${mb(reference.maxRss)} MB`,
    )
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

export default async function (): Promise<void> {
  const [oneMinute] = loadavg()
  console.log(
    `${availableParallelism()} cores, load average ${oneMinute?.toFixed(1)}: on a busy machine every time here is inflated.`,
  )
  const withPdftotext = hasPdftotext()
  if (!withPdftotext)
    console.log('pdftotext not installed (apt-get install poppler-utils): reference skipped')
  const pdfParse = new PdfParseReference()
  try {
    await benchLargeFile(withPdftotext, pdfParse)
    await benchPdfs(withPdftotext, pdfParse)
  } finally {
    pdfParse.close()
  }
  await benchDecks('pptx', '.pptx')
  await benchDecks('ppt', '.ppt')
  await structureFigures()
}

/**
 * What ingest makes of the PDFs' structure (issue 11), not their speed: the share of pages with text that
 * get a title, words split by line-end hyphens joined again (and hyphens kept as compounds), stats
 * (figure and label) and table rows found, contents lines, and sections. The hyphen counts come from one
 * in-process read, since the Document keeps only the joined words.
 */
async function structureFigures(): Promise<void> {
  const files = [
    ...corpusFiles('pdf', '.pdf'),
    ...readdirSync(evalDecks)
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => path.join(evalDecks, name)),
  ]
  console.log(
    'PDF structure: file | titled pages | hyphen joins (kept) | stats | table rows | contents lines | sections',
  )
  for (const file of files) {
    let document
    try {
      document = await ingestFile(file)
    } catch {
      continue
    }
    const read = await readPdfPages(new Uint8Array(readFileSync(file)))
    const hyphens = resolveHyphenBreaks(read.slides)
    const withText = document.slides.filter((slide) => slide.title !== '' || slide.text !== '')
    const titled = withText.filter((slide) => slide.title !== '').length
    const lines = document.slides.flatMap((slide) => slide.lines)
    const count = (kind: string) => lines.filter((line) => line.kind === kind).length
    console.log(
      [
        path.basename(file),
        `${titled}/${withText.length} (${((100 * titled) / Math.max(1, withText.length)).toFixed(0)}%)`,
        `${hyphens.joined} (${hyphens.kept})`,
        count('stat'),
        count('table-row'),
        count('contents'),
        document.sections.length,
      ].join(' | '),
    )
  }
}

// Child process of ingest.bench.ts: times pdf-parse v2 (the reference) on the files it is sent.
// It runs here, never in a process that loads the app's ingest: both set pdf.js's process-wide worker state,
// and each side's timings stay free of the other's caches (decision 008). It stays up between files, warm
// like our pool.
import { readFile } from 'node:fs/promises'
import { PDFParse } from 'pdf-parse'

export interface ReferenceRequest {
  file: string
  runs: number
}

export interface ReferenceReply {
  file: string
  /** Wall time of each run: read the file, extract every page's text, release the document. */
  times: number[]
  pages: number
  /** Peak resident memory of this whole process so far, in bytes. */
  maxRss: number
}

async function parseOnce(file: string): Promise<number> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) })
  try {
    return (await parser.getText()).total
  } finally {
    await parser.destroy()
  }
}

process.on('message', async ({ file, runs }: ReferenceRequest) => {
  const times: number[] = []
  let pages = 0
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    pages = await parseOnce(file)
    times.push(performance.now() - start)
  }
  const reply: ReferenceReply = { file, times, pages, maxRss: process.resourceUsage().maxRSS * 1024 }
  process.send?.(reply)
})

// From upload to finished summary, with the local summariser: time for one ~30-slide deck (goal < 2 s),
// files per minute for 20 concurrent uploads (goal >= 200 on this machine), and the server's memory while a
// 50 MB file streams in (goal < 64 MB over idle). References measured in the same run: the bare pipeline
// (ingest + summarise in one process, no HTTP, no queue) for the same files.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { ingestFile } from '../src/ingest'
import { buildTestApp, signUp, type SignedInUser } from '../src/server/test-support/build-test-app'
import { freePort, spawnServer, waitForHealth } from '../src/server/test-support/spawn-server'
import { upload, waitUntilProcessed } from '../src/server/test-support/upload'
import { MAX_UPLOAD_BYTES, type Presentation } from '../src/shared'
import { createLocalProvider } from '../src/summarize'
import { median } from './percentile'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')
const DECK = 'pptx/azure-virtual-machines.pptx' // 29 slides with notes and tables
const CONCURRENT_FILES = [
  'pdf/cncf-linux-summit.pdf',
  'pptx/azure-service-fabric.pptx',
  'ppt/alterman-security.ppt',
  'pdf/cncf-standards-next-gen-cloud.pdf',
]

export default async function benchPipeline(): Promise<void> {
  await benchInProcess()
  await benchUploadMemory()
}

async function benchInProcess(): Promise<void> {
  const t = await buildTestApp({ workers: true, env: { WORKER_CONCURRENCY: '2' } })
  try {
    const user = await signUp(t.app, 'bench')
    await t.database.db.execute(`update users set account_type = 'power'` as never)
    const deck = readFileSync(path.join(corpus, DECK))
    await processOne(t.app, user, deck, 'warm-up.pptx')

    const times: number[] = []
    for (let run = 0; run < 3; run++) times.push(await processOne(t.app, user, deck, `run-${run}.pptx`))
    const bare = await bareMs(path.join(corpus, DECK))
    const single = median(times)
    console.log(
      `upload -> completed, ${DECK} (29 slides): ${single.toFixed(0)} ms (median of 3; goal < 2000 ms)`,
    )
    console.log(
      `  bare ingest + summarise of the same file: ${bare.toFixed(0)} ms; pipeline overhead ${(single / bare).toFixed(2)}x`,
    )

    const files = Array.from({ length: 20 }, (_, i) => CONCURRENT_FILES[i % CONCURRENT_FILES.length]!)
    const start = performance.now()
    const accepted = await Promise.all(
      files.map((file, i) =>
        upload(t.app, user, readFileSync(path.join(corpus, file)), { name: `${i}-${path.basename(file)}` }),
      ),
    )
    await Promise.all(
      accepted.map((res) => waitUntilProcessed(t.app, user, (res.json() as Presentation).id, 300_000)),
    )
    const elapsed = performance.now() - start
    let bareTotal = 0
    for (const file of files) bareTotal += await bareMs(path.join(corpus, file), 1)
    const perMinute = (20 / elapsed) * 60_000
    console.log(
      `20 concurrent uploads (${CONCURRENT_FILES.length} corpus files, WORKER_CONCURRENCY=2): ${(elapsed / 1000).toFixed(1)} s, ${perMinute.toFixed(0)} files/min (goal >= 200)`,
    )
    console.log(
      `  bare ingest + summarise of the same 20, one after another: ${(bareTotal / 1000).toFixed(1)} s, ${((20 / bareTotal) * 60_000).toFixed(0)} files/min`,
    )
  } finally {
    await t.close()
  }
}

async function processOne(
  app: FastifyInstance,
  user: SignedInUser,
  bytes: Buffer,
  name: string,
): Promise<number> {
  const start = performance.now()
  const res = await upload(app, user, bytes, { name })
  const done = await waitUntilProcessed(app, user, (res.json() as Presentation).id)
  if (done.status !== 'completed') throw new Error(`${name} ended ${done.status}: ${done.errorMessage}`)
  return performance.now() - start
}

async function bareMs(file: string, runs = 3): Promise<number> {
  const local = createLocalProvider()
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    const document = await ingestFile(file)
    await local.summarize(document, { documentType: 'presentation' })
    times.push(performance.now() - start)
  }
  return median(times)
}

/** The server in its own process, as in production; its RSS sampled from /proc while a 50 MB file streams in. */
async function benchUploadMemory(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'slidebrief-bench-'))
  const bigFile = path.join(dir, 'big.pdf')
  const bytes = Buffer.alloc(MAX_UPLOAD_BYTES - 1024, 0x20)
  bytes.write('%PDF-1.4\n')
  writeFileSync(bigFile, bytes)
  const server = spawnServer({
    PORT: String(await freePort()),
    DATA_DIR: dir,
    DATABASE_URL: '',
    RUN_WORKER: 'false',
  })
  try {
    await waitForHealth(server)
    const register = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ firstName: 'Mem', email: 'mem@example.test', password: 'correct-horse' }),
    })
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const idle = rssKb(server.child.pid!)
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.child.pid!))), 10)
    const form = new FormData()
    form.append('documentType', 'presentation')
    form.append('file', await fileBlob(bigFile), 'big.pdf')
    const res = await fetch(`${server.url}/api/presentations/upload`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body: form,
    })
    clearInterval(sampler)
    peak = Math.max(peak, rssKb(server.child.pid!))
    console.log(
      `upload of a 50 MB file: HTTP ${res.status}; server RSS idle ${(idle / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB, +${((peak - idle) / 1024).toFixed(1)} MB over idle (goal < 64 MB)`,
    )
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dir, { recursive: true, force: true })
  }
}

async function fileBlob(file: string): Promise<Blob> {
  const { openAsBlob } = await import('node:fs')
  return openAsBlob(file)
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

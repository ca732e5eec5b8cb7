// Worker-thread bootstrap, plain JavaScript so that it runs before any loader. It loads pdf.js (the
// library and its "worker" half, which runs in this same thread) natively first, and only then the
// TypeScript loader: through tsx's hooks pdf.js's 3.5 MB of modules cost a worker about 170 MB more
// memory and two seconds more to start, and nothing in them needs compiling. The parse worker proper
// (`workerData.entry`) is loaded last, through the loader when it is TypeScript.
import { workerData } from 'node:worker_threads'

// pdf.js prints warnings with console.log, and a worker's stdout is the caller's stdout, where the CLI
// writes its JSON and nothing else.
process.stdout.write = process.stderr.write.bind(process.stderr)

// pdf.js inflates larger streams through DecompressionStream when there is one: native zlib,
// but each stream a round trip through libuv's pool and web streams, while this thread waits. A PDF's
// content streams and fonts are many and small, and pdf.js's own inflater (its fallback, same output)
// reads them 10-30% faster here. Nothing else in this thread uses DecompressionStream.
delete globalThis.DecompressionStream

await import('pdfjs-dist/legacy/build/pdf.mjs')
// Sets globalThis.pdfjsWorker, which pdf.js uses in place of importing its worker half on first use.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
if (workerData.loader) await import(workerData.loader)
await import(workerData.entry)

// Worker-thread bootstrap, plain JavaScript so that it runs before any loader: under TypeScript (tests,
// `npm run dev`) it registers the loader first, then loads the worker proper (`workerData.entry`).
import { workerData } from 'node:worker_threads'

// A worker's stdout is the caller's stdout; nothing in the summariser should print there.
process.stdout.write = process.stderr.write.bind(process.stderr)

if (workerData.loader) await import(workerData.loader)
await import(workerData.entry)

// `npm run --silent ingest -- <file-or-url>`: the Document as JSON on stdout (exit 0), or
// { "error": { "code", "message" } } on stdout (exit 1). Diagnostics go to stderr only.
import { loadConfig } from '../config'
import { ingestFile, ingestUrl } from '../ingest'
import { isAppError, type Document } from '../shared'
import { exitQuietlyWhenOutputCloses } from './exit-quietly-when-output-closes'

const USAGE = 'Usage: npm run --silent ingest -- <file-or-url>'

async function ingestTarget(target: string): Promise<Document> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    const config = loadConfig()
    const { document } = await ingestUrl(target, { allowPrivateAddresses: config.ALLOW_PRIVATE_URLS })
    return document
  }
  return ingestFile(target)
}

function printError(code: string, message: string): void {
  process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`)
  process.exitCode = 1
}

exitQuietlyWhenOutputCloses()
const target = process.argv[2]
if (!target || process.argv.length > 3) {
  console.error(USAGE)
  process.exitCode = 2
} else {
  try {
    const document = await ingestTarget(target)
    process.stdout.write(`${JSON.stringify(document, null, 2)}\n`)
  } catch (error) {
    if (isAppError(error)) printError(error.code, error.message)
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      printError('not_found', `No such file: ${target}`)
    else if ((error as NodeJS.ErrnoException).code === 'EISDIR')
      printError('bad_request', `Not a file: ${target}`)
    else throw error
  }
}

// `npm run --silent summarize -- <file-or-url> [--type presentation|document] [--provider local|openai|anthropic|google]`:
// the Summary as JSON on stdout (exit 0), or { "error": { "code", "message" } } on stdout (exit 1).
// Diagnostics (retries that gave up, SDK warnings) go to stderr only.
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, summarizerSettings } from '../config'
import { guessLanguage, ingestFile, ingestUrl } from '../ingest'
import { createSummaryProvider } from '../summarize'
import { documentTypeSchema, isAppError, type Document, type Summary } from '../shared'
import { exitQuietlyWhenOutputCloses } from './exit-quietly-when-output-closes'

const USAGE =
  'Usage: npm run --silent summarize -- <file-or-url> [--type presentation|document] [--provider local|openai|anthropic|google]'
const PROVIDERS = ['local', 'openai', 'anthropic', 'google'] as const

class UsageError extends Error {}

async function summarizeTarget(argv: string[], signal: AbortSignal): Promise<Summary> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { type: { type: 'string', default: 'presentation' }, provider: { type: 'string' } },
  })
  const [target, ...extra] = positionals
  if (!target || extra.length > 0) throw new UsageError(USAGE)
  const documentType = documentTypeSchema.safeParse(values.type)
  if (!documentType.success) throw new UsageError(`--type must be presentation or document. ${USAGE}`)
  if (values.provider && !(PROVIDERS as readonly string[]).includes(values.provider)) {
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')}. ${USAGE}`)
  }

  const config = loadConfig(values.provider ? { ...process.env, AI_PROVIDER: values.provider } : process.env)
  const document = await ingestTarget(target, config.ALLOW_PRIVATE_URLS)
  const provider = createSummaryProvider({
    ...summarizerSettings(config),
    detectLanguage: guessLanguage,
    logger: {
      warn: (details, message) => console.error(JSON.stringify({ level: 'warn', message, ...details })),
    },
  })
  return provider.summarize(document, { documentType: documentType.data, signal })
}

async function ingestTarget(target: string, allowPrivateAddresses: boolean): Promise<Document> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    const { document } = await ingestUrl(target, { allowPrivateAddresses })
    return document
  }
  return ingestFile(target)
}

function printError(code: string, message: string): void {
  process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`)
  process.exitCode = 1
}

exitQuietlyWhenOutputCloses()
const controller = new AbortController()
process.once('SIGINT', () => controller.abort())
try {
  const summary = await summarizeTarget(process.argv.slice(2), controller.signal)
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
} catch (error) {
  const errno = (error as NodeJS.ErrnoException).code
  if (error instanceof UsageError) printError('bad_request', error.message)
  else if (error instanceof ConfigError) printError('not_configured', error.message)
  else if (isAppError(error)) printError(error.code, error.message)
  else if (errno === 'ENOENT') printError('not_found', 'No such file.')
  else if (errno === 'EISDIR') printError('bad_request', 'Not a file.')
  else if (errno === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || errno === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    printError('bad_request', `${(error as Error).message} ${USAGE}`)
  else {
    console.error(error)
    printError('internal', 'The summary could not be made.')
  }
}

// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures and reference ratios.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import path from 'node:path'

const dir = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort()

for (const name of benches) {
  console.log(`\n## ${name.replace('.bench.ts', '')}\n`)
  const bench = (await import(pathToFileURL(path.join(dir, name)).href)) as { default: () => Promise<void> }
  await bench.default()
}

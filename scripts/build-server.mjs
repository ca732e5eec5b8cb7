// Compiles the server, worker and CLIs (src/**/*.ts but the web app and tests) to JavaScript in
// dist/server, file for file, so that `npm start` runs no TypeScript loader (issue 13, item 6): modules
// keep their place, so paths built from import.meta.url (migrations, worker bootstraps) hold, and every
// relative import is rewritten to the compiled file. Packages stay imports of node_modules.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const src = path.join(root, 'src')
export const outDir = path.join(root, 'dist', 'server')
export const stampFile = path.join(outDir, '.built')

/** Every file the compiled output is made from, web app and tests excluded. */
export function listSources(dir = src) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (full === path.join(src, 'web') || entry.name === 'test-support') continue
      files.push(...listSources(full))
    } else if (!/\.test\.ts$|\.d\.ts$/.test(entry.name)) {
      files.push(full)
    }
  }
  return files
}

/** A relative import as the compiled file sees it: `./x` is `./x.js` or `./x/index.js`. */
function compiledSpecifier(specifier, importer) {
  if (path.extname(specifier) && !specifier.endsWith('.ts')) return specifier
  const base = path.resolve(path.dirname(importer), specifier.replace(/\.ts$/, ''))
  if (existsSync(`${base}.ts`)) return `${specifier.replace(/\.ts$/, '')}.js`
  if (existsSync(path.join(base, 'index.ts'))) return `${specifier}/index.js`
  throw new Error(`${importer}: cannot resolve ${specifier}`)
}

const externalImports = {
  name: 'external-imports',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined
      if (!args.path.startsWith('.')) return { path: args.path, external: true }
      return { path: compiledSpecifier(args.path, args.importer), external: true }
    })
  },
}

/**
 * Builds beside the old output and swaps it in, so a process starting meanwhile (a CLI run while
 * another builds) finds a whole build, old or new.
 */
export async function buildServer() {
  // Loaded only to build: a CLI start that finds the build fresh does not pay for it.
  const { build } = await import('esbuild')
  const sources = listSources()
  const next = `${outDir}.${process.pid}.tmp`
  rmSync(next, { recursive: true, force: true })
  await build({
    entryPoints: sources.filter((file) => file.endsWith('.ts')),
    outdir: next,
    outbase: src,
    bundle: true,
    plugins: [externalImports],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  })
  for (const file of sources.filter((file) => !file.endsWith('.ts'))) {
    const target = path.join(next, path.relative(src, file))
    mkdirSync(path.dirname(target), { recursive: true })
    cpSync(file, target)
  }
  writeFileSync(path.join(next, path.basename(stampFile)), `${new Date().toISOString()}\n`)
  const old = `${outDir}.${process.pid}.old`
  if (existsSync(outDir)) renameSync(outDir, old)
  renameSync(next, outDir)
  rmSync(old, { recursive: true, force: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  await buildServer()
  console.error(`Built dist/server in ${Math.round(performance.now() - started)} ms.`)
}

/** True when dist/server is missing or older than any of its sources. */
export function isServerBuildStale() {
  if (!existsSync(stampFile)) return true
  const builtAt = statSync(stampFile).mtimeMs
  return listSources().some((file) => statSync(file).mtimeMs > builtAt)
}

// package-lock.json must stay as a clean install writes it (decision 044): with every platform's optional
// packages (esbuild, rollup, tailwind's oxide, … one per OS and CPU). An `npm install` over an existing
// node_modules drops those of other platforms (npm's optional-dependency bug, npm/cli#4828), which turns
// every other machine's checkout dirty and breaks `npm ci` there. Run by `npm run lint`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The optional dependencies the lock declares but holds no entry for, as 'dependent -> dependency'.
 * A dependency resolves as Node does: in the dependent's own node_modules, then each one above it.
 */
export function findMissingOptionalPackages(lock) {
  const packages = lock.packages ?? {}
  const missing = []
  for (const [path, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!candidatePaths(path, name).some((candidate) => candidate in packages)) {
        missing.push(`${path || '(root)'} -> ${name}`)
      }
    }
  }
  return missing
}

function candidatePaths(dependentPath, name) {
  const candidates = []
  let base = dependentPath
  for (;;) {
    candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`)
    if (!base) return candidates
    const cut = base.lastIndexOf('node_modules/')
    base = cut <= 0 ? '' : base.slice(0, cut - 1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
  const missing = findMissingOptionalPackages(lock)
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional package(s) a clean install records, e.g. ${missing
        .slice(0, 3)
        .join(
          ', ',
        )}.\nAn install over an existing node_modules dropped them (npm/cli#4828): restore it with ` +
        '`git checkout package-lock.json`, and install with `npm ci` (see README "Installing").',
    )
    process.exit(1)
  }
}

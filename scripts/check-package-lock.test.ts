import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
// @ts-expect-error -- a plain .mjs script run by node, without type declarations
import { findMissingOptionalPackages } from './check-package-lock.mjs'

const committed = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))

describe('the package-lock check', () => {
  test('the committed lock holds every optional package a clean install records', () => {
    expect(findMissingOptionalPackages(committed)).toEqual([])
  })

  test("a lock that lost other platforms' packages is caught", () => {
    const packages = { ...committed.packages }
    const dropped = Object.keys(packages).filter((path) => packages[path].os || packages[path].cpu)
    expect(dropped.length).toBeGreaterThan(0)
    // What the bug leaves: this platform's packages only.
    const stripped = dropped.filter((path) => !packages[path].os?.includes(process.platform))
    for (const path of stripped) delete packages[path]

    const missing: string[] = findMissingOptionalPackages({ ...committed, packages })

    expect(missing.length).toBeGreaterThanOrEqual(stripped.length)
    expect(missing.every((line) => stripped.some((path) => path.endsWith(`/${line.split(' -> ')[1]}`)))).toBe(
      true,
    )
  })

  test('a nested optional dependency resolves in its own node_modules, then above', () => {
    const lock = {
      packages: {
        '': { optionalDependencies: { a: '1' } },
        'node_modules/a': {},
        'node_modules/b': {},
        'node_modules/b/node_modules/c': { optionalDependencies: { a: '1', d: '1', e: '1' } },
        'node_modules/b/node_modules/d': {},
      },
    }

    expect(findMissingOptionalPackages(lock)).toEqual(['node_modules/b/node_modules/c -> e'])
  })
})

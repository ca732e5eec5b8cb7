import { readdirSync, existsSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// The architecture's import arrows (ARCHITECTURE.md, STYLE.md §1), enforced rather than remembered.
const modules = ['shared', 'config', 'ingest', 'summarize', 'checks', 'ask', 'storage', 'jobs', 'db']
const allowed = {
  shared: [],
  config: ['shared'],
  ingest: ['shared'],
  summarize: ['shared'],
  checks: ['shared', 'summarize'],
  ask: ['shared', 'summarize'],
  db: ['shared'],
  storage: ['shared', 'config'],
  jobs: ['shared', 'config', 'db', 'storage', 'ingest', 'summarize', 'checks', 'ask'],
  cli: ['shared', 'config', 'ingest', 'summarize'],
  server: ['shared', 'config', 'db', 'storage', 'jobs', 'ingest', 'summarize', 'checks', 'ask'],
  web: ['shared'],
}
const layers = Object.keys(allowed)
const zones = []
for (const layer of layers) {
  for (const other of layers) {
    if (other === layer) continue
    if (!allowed[layer].includes(other)) {
      zones.push({
        target: `./src/${layer}`,
        from: `./src/${other}`,
        message: `${layer} may not import ${other}.`,
      })
    } else if (modules.includes(other)) {
      zones.push({
        target: `./src/${layer}`,
        from: `./src/${other}`,
        except: ['./index.ts'],
        message: `Import ${other} only through src/${other}/index.ts.`,
      })
    }
  }
}
for (const side of ['server', 'web']) {
  const dir = `./src/${side}/features`
  if (!existsSync(dir)) continue
  for (const feature of readdirSync(dir)) {
    zones.push({
      target: `${dir}/${feature}`,
      from: dir,
      except: [`./${feature}`],
      message: 'A feature imports no other feature; compose them in the app or router.',
    })
  }
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/db/migrations', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
)

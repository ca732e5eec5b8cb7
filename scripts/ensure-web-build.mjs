// `npm start` serves the built SPA: build it once if dist/web is missing (a fresh clone).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

if (!existsSync(new URL('../dist/web/index.html', import.meta.url))) {
  console.error('Building the web app (first start)...')
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

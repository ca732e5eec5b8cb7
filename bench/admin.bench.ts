// The admin page with 10,000 accounts (issue 17: "so 10,000 users load fast"): each admin call's median
// and p99 through the app, beside the signed-in user's own /api/user as the reference of one cheap query.
import { usageRecords, users } from '../src/db'
import { buildTestApp, signUp } from '../src/server/test-support/build-test-app'
import { confirmAdminAddress } from '../src/server/test-support/confirm-admin-address'
import { percentile } from './percentile'

const USERS = 10_000
const UPLOADS_PER_USER = 3
const ROUNDS = 40

async function timeCalls(call: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = performance.now()
    await call()
    times.push(performance.now() - start)
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** Two uploads in three summarised by an LLM (issue 23, item 8), over 12 months and two models. */
function llmUsage(user: number, upload: number) {
  if (upload === 2) return {}
  const month = (user + upload) % 12
  return {
    llmModel: user % 2 === 0 ? 'gpt-4.1-mini' : 'qwen3:14b',
    llmCalls: 2 + (user % 5),
    llmInputTokens: 3000 + user,
    llmOutputTokens: 600 + (user % 300),
    llmUsedAt: new Date(Date.UTC(2026, month, 1 + (user % 28))),
  }
}

async function benchOn(label: string, env: Record<string, string>) {
  const testApp = await buildTestApp({ env: { ...env, ADMIN_EMAILS: 'boss@example.test' } })
  try {
    const admin = await signUp(testApp.app, 'boss')
    await confirmAdminAddress(testApp.app, testApp.config.dataDir, admin.email)
    const { db } = testApp.database
    for (let start = 0; start < USERS; start += 1000) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            firstName: `User ${start + i}`,
            email: `user${start + i}@example.test`,
            passwordHash: 'x',
            accountType: (['free', 'starter', 'professional', 'power'] as const)[(start + i) % 4],
          })),
        )
        .returning({ id: users.id })
      await db.insert(usageRecords).values(
        rows.flatMap((row, r) =>
          Array.from({ length: UPLOADS_PER_USER }, (_, u) => ({
            userId: row.id,
            ...llmUsage(start + r, u),
          })),
        ),
      )
    }
    const get = (url: string) => () => testApp.app.inject({ url, cookies: admin.cookies })
    const reference = await timeCalls(get('/api/user'))
    const cases: [string, string][] = [
      ['users, page 1, newest', '/api/admin/users'],
      ['users, by upload count', '/api/admin/users?sort=uploadCount&order=desc'],
      ['users, search', '/api/admin/users?search=user12'],
      ['stats', '/api/admin/stats'],
      ['subscription metrics', '/api/admin/subscription-metrics'],
      ['AI usage by month', '/api/admin/llm-usage'],
    ]
    console.log(`${label}: ${USERS} users, ${USERS * UPLOADS_PER_USER} uploads; reference GET /api/user`)
    console.log(
      `  reference                 p50 ${reference.p50.toFixed(1)} ms, p99 ${reference.p99.toFixed(1)} ms`,
    )
    for (const [name, url] of cases) {
      const { p50, p99 } = await timeCalls(get(url))
      console.log(
        `  ${name.padEnd(25)} p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms` +
          ` (${(p50 / reference.p50).toFixed(1)}x reference)`,
      )
    }
    const exportTime = await timeCalls(get('/api/admin/export-csv'))
    console.log(`  users CSV export          p50 ${exportTime.p50.toFixed(0)} ms`)
  } finally {
    await testApp.close()
  }
}

export default async function adminBench() {
  await benchOn('embedded database (PGlite)', {})
  const postgres = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const previous = process.env.DATABASE_URL
  process.env.DATABASE_URL = postgres
  try {
    await benchOn('PostgreSQL', {})
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = previous
  }
}

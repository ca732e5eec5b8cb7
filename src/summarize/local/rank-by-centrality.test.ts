import { describe, expect, test } from 'vitest'
import { cosine, rankByCentrality, vectorize, type TermVector } from './rank-by-centrality'

// The walk as first written: every pair's cosine, each passage's 12 strongest links by a full sort. The fast
// graph must give the same scores, to the last bit, so that no summary changes with its speed.
function referenceRank(vectors: TermVector[], priors: number[]): number[] {
  const n = vectors.length
  const common = Math.max(20, 3 * Math.sqrt(n))
  const frequency = new Map<string, number>()
  for (const vector of vectors)
    for (const term of vector.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1)
  const edges: { to: number; weight: number }[][] = Array.from({ length: n }, () => [])
  const outWeight = new Array<number>(n).fill(0)
  const seen = new Set<number>()
  for (let i = 0; i < n; i += 1) {
    const strongest: { to: number; weight: number }[] = []
    for (let j = 0; j < n; j += 1) {
      if (j === i) continue
      let dot = 0
      for (const [term, weight] of vectors[i]!) {
        const other = vectors[j]!.get(term)
        if (other !== undefined && frequency.get(term)! <= common) dot += weight * other
      }
      if (dot >= 0.05) strongest.push({ to: j, weight: dot })
    }
    strongest.sort((a, b) => b.weight - a.weight || a.to - b.to)
    for (const { to, weight } of strongest.slice(0, 12)) {
      const key = Math.min(i, to) * n + Math.max(i, to)
      if (seen.has(key)) continue
      seen.add(key)
      edges[i]!.push({ to, weight })
      edges[to]!.push({ to: i, weight })
      outWeight[i]! += weight
      outWeight[to]! += weight
    }
  }
  const total = priors.reduce((sum, prior) => sum + prior, 0)
  const teleport = priors.map((prior) => prior / total)
  let scores = teleport.slice()
  for (let iteration = 0; iteration < 40; iteration += 1) {
    const next = teleport.map((t) => (1 - 0.85) * t)
    let dangling = 0
    for (let i = 0; i < n; i += 1) {
      if (outWeight[i] === 0) dangling += scores[i]!
      else for (const { to, weight } of edges[i]!) next[to]! += (0.85 * scores[i]! * weight) / outWeight[i]!
    }
    for (let i = 0; i < n; i += 1) next[i]! += 0.85 * dangling * teleport[i]!
    scores = next
  }
  return scores
}

function randomPassages(count: number, seed: number): string[][] {
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  const words = Array.from({ length: 60 }, (_, index) => `w${index}`)
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 3 + Math.floor(next() * 8) },
      () => words[Math.floor(next() * next() * words.length)]!,
    ),
  )
}

describe('rankByCentrality', () => {
  test('scores a passage that shares its terms with many others above one that shares nothing', () => {
    const vectors = vectorize([
      ['revenue', 'growth', 'quarter'],
      ['revenue', 'growth', 'target'],
      ['revenue', 'quarter', 'target'],
      ['canteen', 'menu'],
    ])
    const scores = rankByCentrality(vectors, [1, 1, 1, 1])
    expect(scores[0]!).toBeGreaterThan(scores[3]!)
    expect(scores.reduce((sum, score) => sum + score, 0)).toBeCloseTo(1, 10)
  })

  test('gives exactly the scores of the full pairwise walk, with more neighbours than are kept', () => {
    const vectors = vectorize(randomPassages(400, 7))
    const priors = vectors.map((_, index) => 1 + (index % 5) / 10)
    expect(rankByCentrality(vectors, priors)).toEqual(referenceRank(vectors, priors))
  })

  test('keeps cosine symmetric and zero for texts without a shared term', () => {
    const [a, b, c] = vectorize([['oven', 'burner'], ['oven', 'spare'], ['staff']])
    expect(cosine(a!, b!)).toBeCloseTo(cosine(b!, a!), 12)
    expect(cosine(a!, c!)).toBe(0)
  })
})

/** Sparse TF-IDF vector, L2-normalised, so that a dot product is the cosine. */
export type TermVector = Map<string, number>

/** TF-IDF vectors of tokenised texts, idf taken over these same texts. */
export function vectorize(documents: string[][]): TermVector[] {
  const documentFrequency = new Map<string, number>()
  for (const tokens of documents)
    for (const term of new Set(tokens)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  const count = documents.length
  return documents.map((tokens) => {
    const vector: TermVector = new Map()
    for (const term of tokens) vector.set(term, (vector.get(term) ?? 0) + 1)
    let norm = 0
    for (const [term, tf] of vector) {
      const weight = (1 + Math.log(tf)) * Math.log(1 + count / (documentFrequency.get(term) ?? 1))
      vector.set(term, weight)
      norm += weight * weight
    }
    norm = Math.sqrt(norm)
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm)
    return vector
  })
}

export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let sum = 0
  for (const [term, weight] of small) {
    const other = large.get(term)
    if (other !== undefined) sum += weight * other
  }
  return sum
}

const DAMPING = 0.85
const ITERATIONS = 40
const EDGE_THRESHOLD = 0.05
// Each passage keeps only its strongest links: the walk's result barely moves, and a long document's
// thousands of passages stay linear in cost instead of quadratic.
const MAX_NEIGHBOURS = 12

/**
 * TextRank centrality: PageRank over the graph whose edges are TF-IDF cosines, with a personalised
 * teleport (`priors`) so that position and title evidence bias the walk. Scores sum to 1.
 */
export function rankByCentrality(vectors: TermVector[], priors: number[]): number[] {
  const n = vectors.length
  if (n === 0) return []
  const edges: { to: number; weight: number }[][] = Array.from({ length: n }, () => [])
  const outWeight = new Array<number>(n).fill(0)
  // Dot products through an inverted index: only pairs that share a term are ever touched.
  const postings = new Map<string, { index: number; weight: number }[]>()
  vectors.forEach((vector, index) => {
    for (const [term, weight] of vector) {
      const list = postings.get(term)
      if (list) list.push({ index, weight })
      else postings.set(term, [{ index, weight }])
    }
  })
  // Terms found in many passages add little similarity and most of the cost: they make no edges.
  const common = Math.max(20, 3 * Math.sqrt(n))
  for (const [term, list] of postings) if (list.length > common) postings.delete(term)
  const neighbours: { to: number; weight: number }[][] = Array.from({ length: n }, () => [])
  const dot = new Float64Array(n)
  for (let i = 0; i < n; i += 1) {
    const touched: number[] = []
    for (const [term, weight] of vectors[i]!) {
      for (const other of postings.get(term) ?? []) {
        if (other.index === i) continue
        if (dot[other.index] === 0) touched.push(other.index)
        dot[other.index] = dot[other.index]! + weight * other.weight
      }
    }
    const strongest: { to: number; weight: number }[] = []
    for (const j of touched) {
      if (dot[j]! >= EDGE_THRESHOLD) strongest.push({ to: j, weight: dot[j]! })
      dot[j] = 0
    }
    strongest.sort((a, b) => b.weight - a.weight || a.to - b.to)
    neighbours[i] = strongest.slice(0, MAX_NEIGHBOURS)
  }
  // An edge kept by either end is kept for both, so the graph stays undirected.
  const seen = new Set<number>()
  for (let i = 0; i < n; i += 1) {
    for (const { to, weight } of neighbours[i]!) {
      const key = Math.min(i, to) * n + Math.max(i, to)
      if (seen.has(key)) continue
      seen.add(key)
      edges[i]!.push({ to, weight })
      edges[to]!.push({ to: i, weight })
      outWeight[i]! += weight
      outWeight[to]! += weight
    }
  }
  const priorTotal = priors.reduce((sum, prior) => sum + prior, 0) || 1
  const teleport = priors.map((prior) => prior / priorTotal)
  let scores = teleport.slice()
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const next = teleport.map((t) => (1 - DAMPING) * t)
    let dangling = 0
    for (let i = 0; i < n; i += 1) {
      if (outWeight[i] === 0) {
        dangling += scores[i]!
        continue
      }
      for (const { to, weight } of edges[i]!) next[to]! += (DAMPING * scores[i]! * weight) / outWeight[i]!
    }
    for (let i = 0; i < n; i += 1) next[i]! += DAMPING * dangling * teleport[i]!
    scores = next
  }
  return scores
}

/**
 * Maximal marginal relevance: picks up to `limit` items by relevance, each time discounting what is
 * similar to an item already picked, and skipping near-duplicates outright.
 */
export function selectDiverse(
  candidates: readonly { vector: TermVector; relevance: number }[],
  limit: number,
  { lambda = 0.7, duplicateAbove = 0.5, alreadyPicked = [] as TermVector[] } = {},
): number[] {
  const picked: number[] = []
  const top = candidates.reduce((max, c) => Math.max(max, c.relevance), 1e-12)
  // Each candidate's highest similarity to anything picked so far, updated with each new pick only.
  const similarity = candidates.map((candidate) =>
    Math.max(0, ...alreadyPicked.map((vector) => cosine(vector, candidate.vector))),
  )
  const remaining = new Set(candidates.map((_, index) => index))
  while (picked.length < limit && remaining.size > 0) {
    let best = -1
    let bestScore = -Infinity
    for (const index of remaining) {
      if (similarity[index]! > duplicateAbove) continue
      const score = lambda * (candidates[index]!.relevance / top) - (1 - lambda) * similarity[index]!
      if (score > bestScore) {
        bestScore = score
        best = index
      }
    }
    if (best < 0) break
    picked.push(best)
    remaining.delete(best)
    const vector = candidates[best]!.vector
    for (const index of remaining)
      similarity[index] = Math.max(similarity[index]!, cosine(vector, candidates[index]!.vector))
  }
  return picked
}

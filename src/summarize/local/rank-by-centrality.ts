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
  const { edgeStart, edgeTo, edgeWeight, outWeight } = similarityGraph(vectors)
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
      for (let e = edgeStart[i]!; e < edgeStart[i + 1]!; e += 1)
        next[edgeTo[e]!]! += (DAMPING * scores[i]! * edgeWeight[e]!) / outWeight[i]!
    }
    for (let i = 0; i < n; i += 1) next[i]! += DAMPING * dangling * teleport[i]!
    scores = next
  }
  return scores
}

/**
 * The walk's graph: each passage linked to its strongest neighbours by cosine, kept undirected, as flat typed
 * arrays (a long document has tens of thousands of passages, and objects per posting and edge cost most of the time).
 */
function similarityGraph(vectors: TermVector[]) {
  const n = vectors.length
  // Terms as numbers, each vector as parallel arrays in its own term order.
  const termIds = new Map<string, number>()
  const vectorTerms: Int32Array[] = []
  const vectorWeights: Float64Array[] = []
  for (const vector of vectors) {
    const terms = new Int32Array(vector.size)
    const weights = new Float64Array(vector.size)
    let k = 0
    for (const [term, weight] of vector) {
      let id = termIds.get(term)
      if (id === undefined) termIds.set(term, (id = termIds.size))
      terms[k] = id
      weights[k] = weight
      k += 1
    }
    vectorTerms.push(terms)
    vectorWeights.push(weights)
  }
  // Dot products through an inverted index: only pairs that share a term are ever touched.
  const postingStart = new Int32Array(termIds.size + 1)
  for (const terms of vectorTerms) for (const id of terms) postingStart[id + 1]! += 1
  // Terms found in many passages add little similarity and most of the cost: they make no edges.
  const common = Math.max(20, 3 * Math.sqrt(n))
  const skipped = new Uint8Array(termIds.size)
  for (let id = 0; id < termIds.size; id += 1) if (postingStart[id + 1]! > common) skipped[id] = 1
  for (let id = 0; id < termIds.size; id += 1) postingStart[id + 1]! += postingStart[id]!
  const postingIndex = new Int32Array(postingStart[termIds.size]!)
  const postingWeight = new Float64Array(postingStart[termIds.size]!)
  const filled = postingStart.slice(0, termIds.size)
  for (let index = 0; index < n; index += 1) {
    const terms = vectorTerms[index]!
    for (let k = 0; k < terms.length; k += 1) {
      const at = filled[terms[k]!]!++
      postingIndex[at] = index
      postingWeight[at] = vectorWeights[index]![k]!
    }
  }
  const neighbours: { to: number; weight: number }[][] = Array.from({ length: n }, () => [])
  const dot = new Float64Array(n)
  const touched = new Int32Array(n)
  const topWeight = new Float64Array(MAX_NEIGHBOURS)
  const topTo = new Int32Array(MAX_NEIGHBOURS)
  for (let i = 0; i < n; i += 1) {
    let touchedCount = 0
    const terms = vectorTerms[i]!
    const weights = vectorWeights[i]!
    for (let k = 0; k < terms.length; k += 1) {
      const id = terms[k]!
      if (skipped[id]) continue
      const weight = weights[k]!
      for (let p = postingStart[id]!; p < postingStart[id + 1]!; p += 1) {
        const other = postingIndex[p]!
        if (other === i) continue
        if (dot[other] === 0) touched[touchedCount++] = other
        dot[other] = dot[other]! + weight * postingWeight[p]!
      }
    }
    // The strongest links, heaviest first and the lower index first among equals, kept by insertion: a
    // passage of a long document touches hundreds of others, and sorting them all cost most of the time.
    let kept = 0
    for (let t = 0; t < touchedCount; t += 1) {
      const j = touched[t]!
      const weight = dot[j]!
      dot[j] = 0
      if (weight < EDGE_THRESHOLD) continue
      let at = kept
      while (at > 0 && (topWeight[at - 1]! < weight || (topWeight[at - 1] === weight && topTo[at - 1]! > j)))
        at -= 1
      if (at >= MAX_NEIGHBOURS) continue
      for (let k = Math.min(kept, MAX_NEIGHBOURS - 1); k > at; k -= 1) {
        topWeight[k] = topWeight[k - 1]!
        topTo[k] = topTo[k - 1]!
      }
      topWeight[at] = weight
      topTo[at] = j
      kept = Math.min(kept + 1, MAX_NEIGHBOURS)
    }
    neighbours[i] = Array.from({ length: kept }, (_, k) => ({ to: topTo[k]!, weight: topWeight[k]! }))
  }
  // An edge kept by either end is kept for both, so the graph stays undirected.
  const edges: { to: number; weight: number }[][] = Array.from({ length: n }, () => [])
  const outWeight = new Float64Array(n)
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
  const edgeStart = new Int32Array(n + 1)
  for (let i = 0; i < n; i += 1) edgeStart[i + 1] = edgeStart[i]! + edges[i]!.length
  const edgeTo = new Int32Array(edgeStart[n]!)
  const edgeWeight = new Float64Array(edgeStart[n]!)
  for (let i = 0; i < n; i += 1)
    edges[i]!.forEach(({ to, weight }, k) => {
      edgeTo[edgeStart[i]! + k] = to
      edgeWeight[edgeStart[i]! + k] = weight
    })
  return { edgeStart, edgeTo, edgeWeight, outWeight }
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

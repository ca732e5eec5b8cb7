import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { isRecommendation } from './read-recommendations'

// Reader r-z2 (decision 181): "Needs to stay competitive with Apache Beam, Flink, and Gearpump." was filed as the
// talk's action; it names no one to act and states what the slide's subject (Spark Streaming) faces.

describe('an obligation with no one before its modal', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Needs to stay competitive with the other streaming engines on the market.',
      'The streaming engine needs to stay competitive with the other engines on the market.',
    ],
    [
      'de',
      'Muss mit den anderen Streaming-Systemen am Markt wettbewerbsfähig bleiben.',
      'Die Streaming-Engine muss mit den anderen Systemen am Markt wettbewerbsfähig bleiben.',
    ],
    [
      'fr',
      'Doit rester compétitif face aux autres moteurs de streaming du marché.',
      'Le moteur de streaming doit rester compétitif face aux autres moteurs du marché.',
    ],
  ])(
    'a %s line that opens on the modal is no recommendation; with its subject it is',
    (language, bare, named) => {
      expect([isRecommendation(bare, language), isRecommendation(named, language)]).toEqual([false, true])
    },
  )
})

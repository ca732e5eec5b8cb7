import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Issue 24, reader of the BoE speech: overall items read "Diversity and Stability: For around 800 years, …" and
// "Part 2: Improving Network Stability: There is a need for …": a section's heading before a whole sentence.
const cases: [Language, string, string[]][] = [
  [
    'en',
    'Diversity and Stability',
    [
      'For around 800 years, fish stocks and species numbers were stable and robust.',
      'Since then, almost 40% of fish species in coastal eco-systems have collapsed.',
      'Correlations across sectors averaged in excess of 0.9 between 2004 and 2007.',
    ],
  ],
  [
    'es',
    'Parte 2: la Estabilidad de la Red',
    [
      'Durante unos 800 años, las poblaciones de peces y el número de especies fueron estables.',
      'Desde entonces, casi el 40 % de las especies de peces costeras se han hundido.',
      'La correlación entre sectores superó 0,9 entre 2004 y 2007.',
    ],
  ],
  [
    'fr',
    'Partie 2 : la Stabilité du Réseau',
    [
      'Pendant environ 800 ans, les stocks de poissons et le nombre d’espèces sont restés stables.',
      'Depuis, près de 40 % des espèces de poissons des écosystèmes côtiers se sont effondrées.',
      'La corrélation entre les secteurs a dépassé 0,9 entre 2004 et 2007.',
    ],
  ],
]

describe("a document's whole sentence is an overall item without its section's heading", () => {
  test.each(cases)('%s', async (language, heading, sentences) => {
    const document = documentOf(
      [
        { title: heading, text: sentences.join('\n') },
        { title: `${heading} 2`, text: sentences.slice(1).reverse().join('\n') },
      ],
      { language },
    )

    const summary = await createLocalProvider().summarize(document, { documentType: 'document' })

    const items = Object.values(summary.overallSummary).flat()
    expect(items.some((item) => sentences.some((sentence) => item.includes(sentence)))).toBe(true)
    expect(items.filter((item) => item.startsWith(heading))).toEqual([])
  })
})

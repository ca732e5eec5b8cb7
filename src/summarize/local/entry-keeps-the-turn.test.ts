import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

// Reader r-z2 (decision 181): Spark slide 25's entry stopped at "Spark started as a batch mode system, but…" and
// dropped the sub-point that finishes it.
describe('a slide entry keeps the line that finishes a hanging turn', () => {
  test.each<[Language, string, string, string, string, string]>([
    [
      'en',
      'Why streaming?',
      'Spark started as a batch mode system, but…',
      '… the mini batch model lets it run batch jobs over small time windows.',
      'This also lets you use the same business logic in batch and streaming contexts, which is great.',
      'If you are not latency sensitive, mini batch lets you train models online and track moving state.',
    ],
    [
      'de',
      'Warum Streaming?',
      'Spark begann als reines Batch-System, aber…',
      '… das Mini-Batch-Modell lässt es Batch-Jobs über kleine Zeitfenster laufen.',
      'So lässt sich dieselbe Geschäftslogik im Batch- und im Streaming-Betrieb nutzen, was großartig ist.',
      'Wer keine kurze Latenz braucht, kann mit Mini-Batches Modelle online trainieren und Zustände verfolgen.',
    ],
    [
      'es',
      '¿Por qué streaming?',
      'Spark empezó como un sistema por lotes, pero…',
      '… el modelo de minilotes le permite procesar pequeñas ventanas de tiempo.',
      'Esto también permite usar la misma lógica de negocio en lotes y en streaming, lo cual es estupendo.',
      'Si la latencia no importa, los minilotes permiten entrenar modelos en línea y seguir el estado.',
    ],
  ])(
    'a %s entry says the hanging line and its end as one sentence',
    async (language, title, head, rest, ...more) => {
      const slides = [
        cover,
        {
          title,
          lines: [
            boxedBullet(1, head),
            boxedBullet(1, rest, 1),
            boxedBullet(1, more[0]!),
            boxedBullet(1, more[1]!),
          ],
        },
      ]

      const entry = (await entriesOf(slides, language))[1]!

      expect(entry).toContain(head.replace('…', '').trim())
      expect(entry).toContain(rest.replace('… ', ''))
    },
  )
})

import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Issue 24, item 1: a slide entry stands alone; 89 of 308 entries were stubs ending in "…".
describe('slide entries that stand alone', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Why now',
      'Support for the two most common server systems ends within two years, so clinics must choose a new system anyway.',
    ],
    [
      'de',
      'Warum jetzt',
      'Der Support für die zwei verbreitetsten Serversysteme endet bald, deshalb müssen die Betriebe ohnehin wechseln.',
    ],
    [
      'fr',
      'Pourquoi maintenant',
      'Le support des deux systèmes serveurs les plus courants s’arrête bientôt, les cliniques doivent donc changer de système.',
    ],
  ])(
    'a %s slide of plain statements is summarised by its whole first sentence, never a stub',
    async (language, title, sentence) => {
      const document = documentOf(
        [
          { title: 'Vetlark', text: 'Cover', role: 'cover' },
          { title, text: `${sentence}\nThe rest of the slide.` },
        ],
        { language },
      )

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      const entry = summary.slideBySlide[1]!.summary
      expect(entry).toContain(sentence)
      expect(entry).not.toMatch(/…$/mu)
    },
  )
})

import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { LANGUAGE_CUES } from '../text/language-cues'
import { createLocalProvider } from './index'

// Decision 177 (reader r-y1, CNCF "Without a commons, we risk Cloud Lock In"): a slide whose title is its whole
// message read "Title only.", and the entry told the reader nothing the slide said. A title that states something
// is the entry; a label or a question still says the slide is a title alone.

const CASES: [Language, statement: string, label: string, question: string][] = [
  ['en', 'Without a commons, we risk Cloud Lock In', 'Docker', 'What even is a Foundation?'],
  ['de', 'Ohne Gemeingut droht uns die Bindung an eine Cloud', 'Docker', 'Was ist eigentlich eine Stiftung?'],
  [
    'fr',
    'Sans bien commun, nous risquons l’enfermement dans un cloud',
    'Docker',
    'Qu’est-ce qu’une fondation ?',
  ],
]

describe('a slide that is its title alone', () => {
  test.each(CASES)(
    '%s: says its title when it states something',
    async (language, statement, label, question) => {
      const document = documentOf(
        [
          { title: 'Open Source Cloud Computing', text: 'Linux Summit 2016', role: 'cover' },
          { title: statement, text: '' },
          { title: label, text: '' },
          { title: question, text: '' },
          { title: 'Projects', text: '- Kubernetes is the first project.\n- Prometheus joined in May.' },
        ],
        { language },
      )

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      const titleOnly = LANGUAGE_CUES[language].labels.titleOnly
      expect(summary.slideBySlide[1]!.summary).toBe(statement)
      expect(summary.slideBySlide[2]!.summary).toBe(titleOnly)
      expect(summary.slideBySlide[3]!.summary).toBe(titleOnly)
    },
  )
})

import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { collectPassages } from './collect-passages'
import { createLocalProvider } from './index'
import { stateDocumentPoint } from './state-document-point'

// Issue 24: a document's overall summary opens with its thesis, not a figure strip (decision 071).

const REPORTS = {
  en: {
    figures: 'Beds 120 · Occupancy 85% · Cost £9.1M · Staff 64',
    thesis: 'This report finds that virtual wards free hospital beds at a lower cost than new wards.',
    pages: [
      'Virtual wards treat patients at home with remote monitoring by hospital teams.',
      'Each virtual ward bed frees a hospital bed for patients who need one.',
      'The cost of a virtual ward bed is lower than the cost of a hospital bed on new wards.',
      'Patients treated on virtual wards returned to hospital less often than expected.',
    ],
  },
  de: {
    figures: 'Betten 120 · Auslastung 85 % · Kosten 9,1 Mio. € · Personal 64',
    thesis:
      'Dieser Bericht zeigt, dass virtuelle Stationen Krankenhausbetten günstiger freimachen als neue Stationen.',
    pages: [
      'Virtuelle Stationen behandeln Patienten zu Hause mit Fernüberwachung durch Teams der Klinik.',
      'Jedes Bett einer virtuellen Station macht ein Krankenhausbett für andere Patienten frei.',
      'Die Kosten eines virtuellen Bettes liegen unter den Kosten eines Krankenhausbettes auf neuen Stationen.',
      'Patienten virtueller Stationen kamen seltener als erwartet ins Krankenhaus zurück.',
    ],
  },
  es: {
    figures: 'Camas 120 · Ocupación 85 % · Coste 9,1 M€ · Personal 64',
    thesis:
      'Este informe muestra que las salas virtuales liberan camas de hospital con un coste menor que las salas nuevas.',
    pages: [
      'Las salas virtuales tratan a los pacientes en casa con seguimiento remoto de los equipos del hospital.',
      'Cada cama de una sala virtual libera una cama de hospital para otro paciente.',
      'El coste de una cama virtual es menor que el coste de una cama de hospital en salas nuevas.',
      'Los pacientes de las salas virtuales volvieron al hospital menos de lo previsto.',
    ],
  },
} as const

const summarise = (language: Language, opening: string[], pages: readonly string[]) =>
  createLocalProvider().summarize(
    documentOf([{ title: '', text: opening.join('\n') }, ...pages.map((text) => ({ title: '', text }))], {
      language,
    }),
    { documentType: 'document' },
  )

describe('a document’s thesis first', () => {
  test.each(Object.entries(REPORTS) as [Language, (typeof REPORTS)[keyof typeof REPORTS]][])(
    'a %s report opens its overall summary with the sentence stating what it finds, not its figure strip',
    async (language, report) => {
      const summary = await summarise(
        language,
        [report.figures, report.pages[0], report.thesis],
        report.pages.slice(1),
      )

      expect(summary.overallSummary.keyTakeaways[0]).toContain(report.thesis)
      expect(summary.overallSummary.keyTakeaways[0]).not.toContain(report.figures.split(' · ')[0])
    },
  )

  test('a document that states no thesis opens with the sentence the other sections support most', () => {
    const { pages } = REPORTS.en
    const units = [
      ['Virtual wards', `Ward figures for the year are set out in the annex.\n${pages[2]}`],
      ['Care', pages[0]],
      ['Beds', pages[1]],
      ['Returns', pages[3]],
    ].map(([title, text], at) => ({
      number: at + 1,
      title: title!,
      text: text!,
      notes: '',
      hidden: false,
      pages: [at + 1],
    }))
    const passages = collectPassages(units, 'en')

    const point = stateDocumentPoint(
      passages,
      units,
      units.map(() => 'content'),
      () => true,
      'en',
    )

    expect(point?.text).toBe(pages[2])
  })
})

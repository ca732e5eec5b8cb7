import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const document = documentOf([{ title: 'Project', text: 'Cover', role: 'cover' }, slide], { language })
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.slideBySlide[1]!.summary
}

// Issue 24 Deliver 3 (decision 144): a notes sentence that qualifies its slide is kept after the slide's lines.
describe('notes that qualify their slide stay in its entry', () => {
  test.each<[Language, string, string, string]>([
    [
      'nl',
      'Samenvatting',
      'Wij stellen voor 70 % te kopen bij een waarde van €58 mln',
      'Het team is positief; de enige open vraag is de hoogte van de earn-out.',
    ],
    [
      'de',
      'Zusammenfassung',
      'Wir schlagen vor, 70 % für 58 Mio. € zu kaufen',
      'Alle sind dafür; noch offen ist, wer das Projekt leitet.',
    ],
    [
      'en',
      'Summary',
      'We propose to buy 70% at an enterprise value of $58M',
      'The team agrees; the one open question is the size of the earn-out.',
    ],
  ])('%s: the deck team’s own open question', async (language, title, line, notes) => {
    expect(await entryOf({ title, text: line, notes }, language)).toContain(notes)
  })

  test.each<[Language, string, string, string]>([
    [
      'de',
      'Sprachmodul',
      'Im Pilot wurden 91 % der Positionen richtig erkannt',
      'Die 91 % gelten für Hochdeutsch; für Dialekte haben wir zu wenige Aufnahmen.',
    ],
    [
      'fr',
      'Module vocal',
      'Lors du pilote, 91 % des positions ont été reconnues',
      'Les 91 % valent seulement pour le français standard; les accents régionaux manquent.',
    ],
    [
      'es',
      'Módulo de voz',
      'En el piloto se reconoció el 91 % de las posiciones',
      'El 91 % vale solo para el castellano estándar; faltan grabaciones regionales.',
    ],
  ])('%s: a limit on the figure the slide shows', async (language, title, line, notes) => {
    expect(await entryOf({ title, text: line, notes }, language)).toContain(notes)
  })

  test.each<[Language, string, string, string]>([
    [
      'en',
      'ARR by quarter',
      'ARR grew from 1.4 in Q1 2025 to 3.4 in Q1 2026',
      'The Q1 2026 step-up includes the first full quarter of the state partnership.',
    ],
    [
      'it',
      'Ricavi per trimestre',
      'I ricavi sono passati da 1,4 nel 2025 a 3,4 nel 2026',
      'Il salto del 2026 deriva dal primo trimestre intero della partnership regionale.',
    ],
    [
      'nl',
      'Omzet per kwartaal',
      'De omzet steeg van 1,4 in 2025 naar 3,4 in 2026',
      'De sprong van 2026 komt door het eerste volle kwartaal van de samenwerking.',
    ],
  ])('%s: what explains the change the slide shows', async (language, title, line, notes) => {
    expect(await entryOf({ title, text: line, notes }, language)).toContain(notes)
  })

  test('a limit that names none of the slide’s figures, and a speaker direction, are not kept', async () => {
    const elsewhere = 'That holds for the northern depots, where the drivers are.'
    const direction = 'Click to the next slide; the one open question is pause here.'
    const entry = await entryOf(
      { title: 'Fleet', text: 'We run 412 buses from three depots', notes: elsewhere },
      'en',
    )
    const directed = await entryOf(
      { title: 'Fleet', text: 'We run 412 buses from three depots', notes: direction },
      'en',
    )

    expect(entry).not.toContain('northern')
    expect(directed).not.toContain('Click')
  })
})

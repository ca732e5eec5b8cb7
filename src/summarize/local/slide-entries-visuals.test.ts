import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const document = documentOf([{ title: 'Fleet renewal', text: 'Cover', role: 'cover' }, slide], { language })

  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

  return summary.slideBySlide[1]!.summary
}

// Issue 24, item 1: a slide of pictures read "Title only.", though ingest can tell what kind of thing it shows.
describe('entries of slides that show pictures, charts or diagrams', () => {
  test.each<[Language, string, string]>([
    ['en', 'Picture: Map of the three bus depots.', 'A picture or diagram, without text.'],
    ['de', 'Bild: Map of the three bus depots.', 'Ein Bild oder Schaubild ohne Text.'],
    ['es', 'Imagen: Map of the three bus depots.', 'Una imagen o diagrama, sin texto.'],
  ])('a %s picture slide says its alt text, or that it is a picture', async (language, described, bare) => {
    const withAlt = await entryOf(
      { title: 'Depots', text: '', visuals: [{ kind: 'picture', alt: 'Map of the three bus depots' }] },
      language,
    )
    const without = await entryOf({ title: 'Depots', text: '', visuals: [{ kind: 'picture' }] }, language)

    expect(withAlt).toBe(described)
    expect(without).toBe(bare)
  })

  test.each<[Language, string, string]>([
    ['en', 'A chart without text labels.', 'A diagram without text.'],
    ['fr', 'Un graphique sans étiquettes de texte.', 'Un schéma sans texte.'],
    ['nl', 'Een grafiek zonder tekstlabels.', 'Een diagram zonder tekst.'],
  ])('a %s slide of a chart or a diagram without words says which', async (language, chart, diagram) => {
    expect(await entryOf({ title: 'Trend', text: '', visuals: [{ kind: 'chart' }] }, language)).toBe(chart)
    expect(await entryOf({ title: 'Flow', text: '', visuals: [{ kind: 'diagram' }] }, language)).toBe(diagram)
  })

  test('several described pictures are one bullet each, at most three, and an alt text with digits is left out', async () => {
    const visuals = [
      { kind: 'picture' as const, alt: 'Depot north' },
      { kind: 'picture' as const, alt: 'Fleet of 412 buses' },
      { kind: 'picture' as const, alt: 'Depot south' },
      { kind: 'picture' as const, alt: 'Depot east' },
      { kind: 'picture' as const, alt: 'Depot west' },
    ]

    const entry = await entryOf({ title: 'Depots', text: '', visuals }, 'en')

    expect(entry).toBe('- Picture: Depot north.\n- Picture: Depot south.\n- Picture: Depot east.')
  })

  test('the picture line comes before what the notes add, and a slide with words is summarised by its words', async () => {
    const pictured = await entryOf(
      {
        title: 'Depots',
        text: '',
        notes: 'The north depot opened in March.',
        visuals: [{ kind: 'picture' }],
      },
      'en',
    )
    const worded = await entryOf(
      { title: 'Depots', text: 'The north depot opened in March.', visuals: [{ kind: 'picture' }] },
      'en',
    )

    expect(pictured).toBe('A picture or diagram, without text.\n**Notes:** The north depot opened in March.')
    expect(worded).toBe('The north depot opened in March.')
  })
})

// OWASP slide 17 said only its picture's colour key, as three bullets that read as the slide's claims.
describe('a slide of a colour key alone', () => {
  test.each<[Language, string[], string]>([
    ['en', ['Green – Stayed the same rank or went up', 'Orange – Dropped in rank'], 'Colour key: '],
    [
      'fr',
      ['Vert – Même rang ou en hausse', 'Orange – En baisse dans le classement'],
      'Légende des couleurs : ',
    ],
    ['nl', ['Groen – Zelfde plaats of gestegen', 'Oranje – Gedaald in de ranglijst'], 'Kleurenlegenda: '],
  ])('%s: is said as one line under the key’s name', async (language, keys, name) => {
    const entry = await entryOf(
      { title: 'The changes', text: keys.map((key) => `- ${key}`).join('\n') },
      language,
    )
    expect(entry).toBe(`${name.replace(/ :/u, ':')}${keys.join('; ')}`)
  })
})

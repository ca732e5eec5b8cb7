import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, boxedParagraph, documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

/** A slide of two headed columns, each a list of bullets in a box of its own, as ingest reads a two-column layout. */
function twoColumnSlide(
  title: string,
  [left, leftItems]: [string, string[]],
  [right, rightItems]: [string, string[]],
) {
  return {
    title,
    lines: [
      boxedParagraph(0, left),
      ...leftItems.map((item) => boxedBullet(1, item)),
      boxedParagraph(2, right),
      ...rightItems.map((item) => boxedBullet(3, item)),
    ],
  }
}

async function entryOf(slide: ReturnType<typeof twoColumnSlide>, language: Language): Promise<string> {
  const document = documentOf([{ title: 'Deck', text: 'Cover', role: 'cover' }, slide], { language })

  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

  return summary.slideBySlide[1]!.summary
}

// Issue 24, item 1 (reader r-n3): FR slide 10 kept the buried basin's three traits and one drawback of source
// control; ES slide 7 what worked and half of what did not.
describe('a slide of two columns says both columns whole', () => {
  test.each<[Language, ReturnType<typeof twoColumnSlide>]>([
    [
      'fr',
      twoColumnSlide(
        'Bassin enterré ou gestion à la source ?',
        [
          'Bassin enterré',
          [
            "Peu d'emprise au sol",
            'Coût élevé : environ 1,7 M€ pour 1 200 m³',
            'Entretien lourd : curage tous les 2 ans',
          ],
        ],
        [
          'Noues et toitures végétalisées',
          [
            'Coût trois fois moindre par m³ stocké',
            'Dépollution par infiltration et par les plantes',
            "Demandent de la place dans l'espace public",
          ],
        ],
      ),
    ],
    [
      'es',
      twoColumnSlide(
        'Qué funcionó y qué no',
        [
          'Funcionó',
          [
            'Bonos flexibles: +19 % en ventas de bonos de 10 días',
            'Eventos de empresa en Poblenou: 31 en el trimestre',
            'Venta de salas de reuniones a socios fijos',
          ],
        ],
        [
          'No funcionó',
          [
            'Campaña en redes sociales en Sevilla: 410 € de coste por alta',
            'Retraso de 6 semanas en la licencia de obras',
            'Dos bajas de empresas medianas en Poblenou',
          ],
        ],
      ),
    ],
    [
      'en',
      twoColumnSlide(
        'Build or buy?',
        [
          'Build',
          ['Full control of the roadmap', 'Costs about $2.4M over two years', 'Needs six more engineers'],
        ],
        ['Buy', ['Live in three months', 'Licence of $300k a year', 'Locks us into one vendor']],
      ),
    ],
  ])('in %s, one bullet per column, its heading once and every item', async (language, slide) => {
    const entry = await entryOf(slide, language)

    const bullets = entry.split('\n')
    expect(bullets).toHaveLength(2)
    const [left, right] = [slide.lines[0]!.text, slide.lines[4]!.text]
    expect(bullets[0]).toMatch(new RegExp(`^- ${left} — `, 'u'))
    expect(bullets[1]).toMatch(new RegExp(`^- ${right} — `, 'u'))
    for (const line of slide.lines.filter((line) => line.kind === 'bullet'))
      expect(entry).toContain(line.text)
  })
})

// NL slide 11 (reader r-n3): three risks and two mitigations, none paired, the tariff pair dropped.
describe('a column that answers the other is said with it, item by item', () => {
  test.each<[Language, ReturnType<typeof twoColumnSlide>, string]>([
    [
      'nl',
      twoColumnSlide(
        "Risico's en mitigatie",
        [
          "Risico's",
          [
            'Tekort aan tandartsen: 9 vacatures staan open',
            'Afhankelijkheid van oprichter',
            'Tariefregulering in de mondzorg',
          ],
        ],
        [
          'Mitigatie',
          [
            'Eigen opleiding en werving in België',
            'Oprichter blijft 4 jaar CEO; earn-out van €3 mln',
            'Groei vooral uit volume, niet uit prijs',
          ],
        ],
      ),
      'Tariefregulering in de mondzorg → Groei vooral uit volume, niet uit prijs',
    ],
    [
      'en',
      twoColumnSlide(
        'Risks and mitigations',
        [
          'Risks',
          ['Shortage of nurses: 12 posts open', 'Key-person dependency on the founder', 'Price regulation'],
        ],
        [
          'Mitigation',
          ['Own training programme', 'Founder stays CEO for 4 years', 'Growth from volume, not price'],
        ],
      ),
      'Price regulation → Growth from volume, not price',
    ],
    [
      'de',
      twoColumnSlide(
        'Risiken und Gegenmaßnahmen',
        ['Risiken', ['Fachkräftemangel: 14 Stellen offen', 'Abhängigkeit vom Gründer', 'Preisregulierung']],
        [
          'Maßnahmen',
          ['Eigene Ausbildung', 'Gründer bleibt 4 Jahre Geschäftsführer', 'Wachstum über Menge, nicht Preis'],
        ],
      ),
      'Preisregulierung → Wachstum über Menge, nicht Preis',
    ],
  ])('in %s, each risk with its mitigation', async (language, slide, pair) => {
    const entry = await entryOf(slide, language)

    expect(entry.split('\n')).toHaveLength(3)
    expect(entry).toContain(pair)
  })
})

import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Decision 171: a speech's point is the term it coins and the programme it announces, not only how it frames itself.

interface Speech {
  title: string
  sections: [string, string][]
  term: string
  programme: string
}

const SPEECHES: Record<'en' | 'de' | 'fr', Speech> = {
  en: {
    title: 'Rethinking the grid',
    term: 'Connected grids have a “strong-yet-brittle” property that matters for policy.',
    programme:
      'Let me highlight three areas where improvement seems feasible: mapping; pricing; and rebuilding.',
    sections: [
      ['Introduction', 'This speech considers the power grid as a system of many parts and many owners.'],
      ['Connections and Stability', 'TERM Within a range, connections absorb small shocks across the grid.'],
      [
        'Feedback and Stability',
        'Operators who disconnect in a storm made the strong-yet-brittle grid weaker.',
      ],
      ['Diversity and Stability', 'A grid of one kind of plant is strong-yet-brittle as a whole system.'],
      ['Improving the Grid', 'What could be done to protect the grid from such storms? PROGRAMME'],
      ['Mapping the Grid', 'Operators should share data on every line and every plant they run.'],
      ['Pricing the Grid', 'Prices should reflect the risk each plant adds to the whole system.'],
      ['Rebuilding the Grid', 'The grid should be split into regions that can stand alone in a storm.'],
    ],
  },
  de: {
    title: 'Das Stromnetz neu denken',
    term: 'Verbundene Netze haben eine „stark-aber-spröde“ Eigenschaft, die für die Politik zählt.',
    programme:
      'Ich möchte drei Bereiche nennen, in denen Verbesserungen möglich sind: Kartierung; Preisbildung; und Umbau.',
    sections: [
      [
        'Einleitung',
        'Diese Rede betrachtet das Stromnetz als System aus vielen Teilen und vielen Eigentümern.',
      ],
      ['Verbindungen und Stabilität', 'TERM Innerhalb eines Bereichs dämpfen Verbindungen kleine Schocks.'],
      [
        'Rückkopplung und Stabilität',
        'Betreiber, die sich im Sturm abkoppeln, machten das stark-aber-spröde Netz schwächer.',
      ],
      ['Vielfalt und Stabilität', 'Ein Netz aus einer Art von Kraftwerk ist als Ganzes stark-aber-spröde.'],
      ['Das Netz verbessern', 'Was könnte man tun, um das Netz vor solchen Stürmen zu schützen? PROGRAMME'],
      ['Kartierung des Netzes', 'Betreiber sollten Daten über jede Leitung und jedes Kraftwerk teilen.'],
      [
        'Preisbildung im Netz',
        'Preise sollten das Risiko abbilden, das jedes Kraftwerk dem Ganzen hinzufügt.',
      ],
      [
        'Umbau des Netzes',
        'Das Netz sollte in Regionen geteilt werden, die im Sturm allein bestehen können.',
      ],
    ],
  },
  fr: {
    title: 'Repenser le réseau',
    term: 'Les réseaux connectés ont une propriété « solide-mais-fragile » qui compte pour la politique.',
    programme:
      'Je voudrais souligner trois domaines où des progrès semblent possibles : la cartographie ; la tarification ; et la reconstruction.',
    sections: [
      ['Introduction', 'Ce discours considère le réseau électrique comme un système de nombreuses parties.'],
      [
        'Connexions et stabilité',
        'TERM Dans une certaine limite, les connexions absorbent les petits chocs.',
      ],
      [
        'Rétroaction et stabilité',
        'Les opérateurs qui se déconnectent dans une tempête ont affaibli le réseau solide-mais-fragile.',
      ],
      [
        'Diversité et stabilité',
        'Un réseau fait d’un seul type de centrale est solide-mais-fragile dans son ensemble.',
      ],
      ['Améliorer le réseau', 'Que faire pour protéger le réseau de telles tempêtes ? PROGRAMME'],
      [
        'Cartographie du réseau',
        'Les opérateurs devraient partager les données de chaque ligne et de chaque centrale.',
      ],
      [
        'Tarification du réseau',
        'Les prix devraient refléter le risque que chaque centrale ajoute au système.',
      ],
      [
        'Reconstruction du réseau',
        'Le réseau devrait être divisé en régions qui tiennent seules dans une tempête.',
      ],
    ],
  },
}

const summarise = (language: Language, speech: Speech) =>
  createLocalProvider().summarize(
    documentOf(
      [
        { title: speech.title, text: '' },
        ...speech.sections.map(([title, text]) => ({
          title,
          // One sentence a line, as a speech's paragraphs are read.
          text: text
            .replace(/([.?]) /gu, '$1\n')
            .replace('TERM', speech.term)
            .replace('PROGRAMME', speech.programme),
        })),
      ],
      { language, format: 'pdf' },
    ),
    { documentType: 'document' },
  )

describe('a speech’s point is what it argues', () => {
  test.each(Object.entries(SPEECHES) as [Language, Speech][])(
    'a %s speech leads with the term it coins and the three areas it announces',
    async (language, speech) => {
      const summary = await summarise(language, speech)

      const point = summary.overallSummary.keyTakeaways[0]
      expect(point).toContain(/[“„«]\s?([^”“»]+?)\s?[”“»]/u.exec(speech.term)![1])
      expect(point).toContain(speech.programme)
    },
  )

  test('a phrase quoted once and a list of examples are no argument: the point is left as it was', async () => {
    const speech: Speech = {
      ...SPEECHES.en,
      term: 'Engineers call this a “weak link” in the chain of plants.',
      programme: 'Storms hit three regions: the coast; the hills; and the plain.',
    }

    const summary = await summarise('en', speech)

    const point = summary.overallSummary.keyTakeaways[0]
    expect(point).not.toContain(speech.term)
    expect(point).not.toContain(speech.programme)
  })
})

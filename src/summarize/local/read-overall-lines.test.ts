import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'
import { bulletLines as bullets, paragraph, stat } from '../../shared/test-support/document-of'

// The candidates stage: which lines may be an overall item at all, and how each reads as one.

const CASES: Record<'en' | 'fr' | 'nb', { statement: string; bio: string; stats: [string, string][] }> = {
  en: {
    statement: 'Output reached 2,318 tonnes in October, 94.6% of plan',
    bio: 'Dr. Maren Oyelaran, CEO, small-animal vet for nine years',
    stats: [
      ['ARR', '$3.4M'],
      ['Clinics', '418'],
      ['Net retention', '128%'],
      ['Gross margin', '76%'],
    ],
  },
  fr: {
    statement: 'Le débit de pointe atteint 1 850 m³ par heure lors de l’orage de juin',
    bio: 'Claire Morel, maîtresse de conférences depuis 2015',
    stats: [
      ['Surface', '12 ha'],
      ['Pluie', '38 mm'],
      ['Débit', '1 850 m³'],
      ['Bassins', '4'],
    ],
  },
  nb: {
    statement: 'Prosjektet er forsinket med 7 uker etter fjellsprengningen i mars',
    bio: 'Kari Nordmann, prosjektleder siden 2019',
    stats: [
      ['Budsjett', '324 millioner'],
      ['Prognose', '335 millioner'],
      ['Elever', '540'],
      ['Ferdig', '2027'],
    ],
  },
}

describe('readOverallLines', () => {
  test.each(['en', 'fr', 'nb'] as const)(
    'takes a statement, leaves the cover, a team slide and the agenda out, and reads a row of stats as its first three (%s)',
    (language: Language) => {
      const { statement, bio, stats } = CASES[language as 'en' | 'fr' | 'nb']
      const lines = overallLinesOf(
        [
          { title: 'Acme', role: 'cover', lines: [paragraph('Acme Robotics, Bergen 2026')] },
          { title: 'Agenda', role: 'agenda', lines: [{ kind: 'agenda', text: 'Team' }] },
          { title: 'Status', text: bullets(statement) },
          { title: language === 'en' ? 'Team' : language === 'fr' ? 'Équipe' : 'Team', text: bullets(bio) },
          { title: 'KPI', lines: stats.map(([label, value]) => stat(label, value)) },
        ],
        language,
      )
      const statementAt = lineStarting(lines, statement.slice(0, 12))
      const bioAt = lineStarting(lines, bio.slice(0, 8))
      const statsAt = lines.passages.findIndex((passage) => passage.kind === 'stat')

      expect(lines.eligible[statementAt]).toBe(true)
      expect(lines.lineOk[bioAt]).toBe(false)
      expect(lines.passages.every((passage, index) => passage.unit !== 0 || !lines.lineOk[index])).toBe(true)
      expect(lines.readable(statsAt).split(' · ')).toHaveLength(3)
    },
  )
})

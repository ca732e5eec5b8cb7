import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { isCodeSlide } from './say-code-slide'

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const document = documentOf([{ title: 'Cover', text: 'Cover', role: 'cover' }, slide], { language })
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.slideBySlide[1]!.summary
}

const CONSOLE = [
  'PS /home/ana> Get-ChildItem | Get-Member',
  'TypeName: System.IO.FileInfo',
  'Name              MemberType     Definition',
  '----              ----------     ----------',
  'Length            Property       long Length {get;}',
  'FullName          Property       string FullName {get;}',
].join('\n')

const CONTINUED = [
  'PS /home/ana> Get-Process | Sort-Object -Property CPU -Descending | `',
  'Select-Object -First 3',
  'CPU(s)     Id   ProcessName',
  '------     --   -----------',
  '277.52    343   Chrome',
  '134.40    342   Outlook',
  '80.76     490   Word',
].join('\n')

const TEMPLATE = [
  '"$schema": "https://schema.example.com/template.json#",',
  '"contentVersion": "1.0.0.0",',
  '"parameters": {',
  '},',
  '"resources": [',
  '],',
  '"outputs": {',
  '}',
].join('\n')

// Issue 24, reader r-z3 (decision 185): a slide of a console session, code or JSON was said by its raw rows
// ("Function […] Get-FileHash 3.1.0.0", "], \"outputs\": {") while the notes that say what it does were left out.
describe('a slide of code is said by what the code does', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Get-Member examples',
      'What Get-Member does is take the objects coming down the pipeline and give you their types.',
    ],
    [
      'de',
      'Beispiele für Get-Member',
      'Get-Member nimmt die Objekte aus der Pipeline und zeigt ihre Typen mit allen Eigenschaften.',
    ],
    [
      'fr',
      'Exemples de Get-Member',
      'Get-Member prend les objets qui arrivent dans le pipeline et donne leur type avec leurs propriétés.',
    ],
  ])(
    '%s: the command and the notes sentence that explains it, no output rows',
    async (language, title, explains) => {
      const entry = await entryOf(
        { title, text: CONSOLE, notes: `Get-ChildItem | Get-Member\n${explains}` },
        language,
      )

      expect(entry).toContain('Get-ChildItem | Get-Member')
      expect(entry).toContain(explains)
      expect(entry).not.toContain('Definition')
      expect(entry).not.toContain('FullName')
    },
  )

  test.each<[Language, string]>([
    ['en', 'I am asking for the processes, sorted by CPU, and keeping the top three.'],
    ['de', 'Hier frage ich die Prozesse ab, nach CPU sortiert, und behalte die ersten drei.'],
    ['fr', 'Je demande la liste des processus, triée par CPU, et je garde les trois premiers.'],
  ])('%s: a command continued on the next line is said whole', async (language, explains) => {
    const entry = await entryOf({ title: 'Sort-Object', text: CONTINUED, notes: explains }, language)

    expect(entry).toContain('Get-Process | Sort-Object -Property CPU -Descending | Select-Object -First 3')
    expect(entry).not.toContain('Chrome')
  })

  test.each<[Language, string, string]>([
    ['en', 'Template format', 'This shows the bare-bones sections that each template contains.'],
    ['de', 'Aufbau einer Vorlage', 'Das sind die Abschnitte, die jede Vorlage mindestens enthält.'],
    ['fr', 'Format du modèle', 'Voici les sections de base que contient chaque modèle de déploiement.'],
  ])(
    '%s: a JSON listing is said by its top-level keys, not rows cut at a brace',
    async (language, title, explains) => {
      const entry = await entryOf({ title, text: TEMPLATE, notes: explains }, language)

      expect(entry).toContain('"$schema", "contentVersion", "parameters", "resources", "outputs"')
      expect(entry).toContain(explains)
      expect(entry).not.toMatch(/[[\]{}]/u)
    },
  )

  test.each<[Language, string[]]>([
    [
      'en',
      ['Use Get-Member whenever you are in doubt', 'Pipe any output into it', 'PS> Get-Process | Get-Member'],
    ],
    ['de', ['Get-Member zeigt den Typ jedes Objekts', 'Im Zweifel immer nachsehen', 'Auch für ls und ps']],
    ['fr', ['Get-Member donne le type de chaque objet', 'En cas de doute, regardez', 'Même pour ls et ps']],
  ])('%s: a slide of prose bullets that quotes a command is no code slide', (_, lines) => {
    const text = lines.map((line) => `- ${line}`)

    expect(isCodeSlide(text)).toBe(false)
  })

  // A table of amounts opens its rows on "$ " and a share on "% " (IRS wage tables; OWASP's "% Attaques: 75 %"):
  // no prompt, no console output after it.
  test.each<[string, string[]]>([
    ['en', ['And the wages are', '$ 0', '$55', '$0', '55', '60', '2']],
    ['fr', ['% Attaques: 75 % (25 %)', '% Dépenses: 90 %', '10 %', 'Application Web', 'Eléments Réseaux']],
    ['de', ['$ in Millionen', 'Umsatz 2024: 12,4', 'Umsatz 2025: 14,1', 'Marge: 8 %']],
  ])('%s: a table of amounts is no console session', (_, lines) => {
    expect(isCodeSlide(lines)).toBe(false)
  })
})

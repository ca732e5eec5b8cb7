import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { boxedBullet, boxedParagraph, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }
const numbered = (items: string[]): SlideLine[] =>
  items.map((text, at) => ({ kind: 'numbered', text: `${at + 1}. ${text}`, marker: `${at + 1}.`, level: 0 }))

// Issue 24, reader r-m2 (workforce slide 22): "The Seven C’s" said by one C of seven; the list's own lead and
// most of its items were lost, and two diagram labels beside the list kept it from being read as one.
describe('a list slide says what the list is and names its items', () => {
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'What teachers do',
      [
        'Caring about students (encouragement and emotional support)',
        'Captivating students (learning seems interesting and relevant)',
        'Conferring with students (students sense their ideas are respected)',
        'Clarifying lessons (success seems feasible)',
        'Consolidating knowledge (ideas get connected and integrated)',
        'Challenging students (press for effort, perseverance and rigor)',
        'Controlling behavior (culture of cooperation and peer support)',
      ],
      'Which is the strongest predictor of test score gains?',
    ],
    [
      'it',
      'Cosa fanno gli insegnanti',
      [
        'Curare gli studenti (incoraggiamento e sostegno emotivo)',
        'Coinvolgere gli studenti (lo studio sembra interessante e utile)',
        'Confrontarsi con gli studenti (le loro idee sono rispettate)',
        'Chiarire le lezioni (il successo sembra possibile)',
        'Consolidare il sapere (le idee si collegano tra loro)',
        'Chiedere impegno (spinta allo sforzo e al rigore)',
        'Curare la classe (cultura di cooperazione e sostegno)',
      ],
      'Quale predice meglio i progressi nei test?',
    ],
    [
      'pt',
      'O que os professores fazem',
      [
        'Cuidar dos alunos (encorajamento e apoio emocional)',
        'Cativar os alunos (a aprendizagem parece interessante e relevante)',
        'Conversar com os alunos (as ideias deles são respeitadas)',
        'Clarificar as aulas (o sucesso parece possível)',
        'Consolidar o saber (as ideias ligam-se entre si)',
        'Desafiar os alunos (exigência de esforço e rigor)',
        'Controlar a turma (cultura de cooperação e apoio)',
      ],
      'Qual prevê melhor os ganhos nos testes?',
    ],
  ])(
    'a %s list of seven named items under its lead keeps the lead, all seven names and the question',
    async (language, lead, items, question) => {
      const slides = [
        cover,
        {
          title: 'The Seven C',
          lines: [
            paragraph(lead),
            ...numbered(items),
            paragraph('SUPPORT'),
            paragraph('PRESS'),
            paragraph(question),
          ],
        },
      ]

      const entry = (await entriesOf(slides, language))[1]!

      const names = items.map((item) => item.replace(/ \(.*$/u, ''))
      expect(entry.startsWith(`- ${lead}`)).toBe(true)
      const at = names.map((name) => entry.indexOf(name))
      expect(at.every((position) => position >= 0)).toBe(true)
      expect(at).toEqual([...at].sort((a, b) => a - b))
      expect(entry).toContain(question)
      expect(entry).not.toContain('SUPPORT')
      expect(entry.length).toBeLessThan(slides[1]!.lines!.map((line) => line.text).join('\n').length)
    },
  )

  // Workforce slide 14: "KEY RESEARCH-BASED ROLES" over "for: Parents; Teachers; …" was said by its heading alone,
  // the line that completes it dropped for opening in lower case.
  test.each<[Language, string, string]>([
    ['en', 'Key research-based roles', 'for: parents, teachers, peers, employers and the community'],
    [
      'de',
      'Zentrale Rollen laut Forschung',
      'für: Eltern, Lehrkräfte, Gleichaltrige, Arbeitgeber und Gemeinde',
    ],
    [
      'nl',
      'Belangrijke rollen volgens onderzoek',
      'voor: ouders, leraren, leeftijdgenoten, werkgevers en gemeenschap',
    ],
  ])('a %s heading that goes on in a lower-case line is said with it', async (language, heading, rest) => {
    const [leadIn, ...names] = rest.split(/:? |, | \S+ (?=\S+$)/u).filter((part) => part !== '')
    const slides = [
      cover,
      {
        title: 'Roles',
        lines: [
          boxedParagraph(1, heading),
          boxedParagraph(1, `${leadIn!}:`),
          ...names.map((name) => boxedBullet(0, name)),
        ],
      },
    ]

    const entry = (await entriesOf(slides, language))[1]!

    expect(entry).toContain(`${heading} ${leadIn!}:`)
    for (const name of names) expect(entry).toContain(name)
  })

  // de-finanzkrise: "… eine Auswahlrichtlinie zur" / "Sozialauswahl aufgestellt haben" / "die Betriebspartner die
  // Namen …": the second line ends a wrapped sentence; said with the third, it glued two sentences' pieces.
  test.each<[Language, string[]]>([
    [
      'de',
      [
        'Ein eingeschränkter Überprüfungsmaßstab gilt, wenn',
        'die Betriebspartner eine Auswahlrichtlinie zur',
        'Sozialauswahl aufgestellt haben',
        'die Betriebspartner die Namen der zu kündigenden',
        'Arbeitnehmer in einer Namensliste zum',
        'Interessenausgleich aufgeführt haben',
        'Die Sozialauswahl ist dann nur auf grobe Fehlerhaftigkeit überprüfbar.',
      ],
    ],
    [
      'en',
      [
        'A narrower review applies when',
        'both parties have agreed a guideline on the',
        'Selection of staff',
        'or the parties listed the names of the',
        'employees to be dismissed in an',
        'agreement on the reorganisation',
        'The selection can then only be challenged for gross error.',
      ],
    ],
    [
      'fr',
      [
        'Un contrôle restreint s’applique lorsque',
        'les partenaires ont fixé une règle de',
        'Sélection sociale établie',
        'ou les partenaires ont nommé les',
        'salariés à licencier dans un',
        'accord sur la réorganisation',
        'La sélection ne peut alors être contestée que pour erreur grossière.',
      ],
    ],
  ])('a %s line that ends a wrapped sentence is no heading of the line below', async (language, lines) => {
    const slides = [cover, { title: 'Review', lines: lines.map((text) => boxedBullet(0, text)) }]

    const bullets = (await entriesOf(slides, language))[1]!.split('\n')

    expect(bullets.filter((bullet) => bullet.startsWith(`- ${lines[2]} ${lines[3]}`))).toEqual([])
  })
})

import type { Passage, SummaryUnit } from './collect-passages'
import { isCode } from './is-aside'
import type { Pick as EntryPick } from './pick-for-slides'

// A shell's prompt before a command: PowerShell's "PS C:\> ", "user@host:~$ ", Windows' "C:\>", Python's ">>> ".
// Syntax, not words: the same in every language. A bare "#" or "%" opens a comment or a figure's line ("%
// Attaques: 75 %"), no prompt.
const PROMPT = /^\s*(?:PS(?:\s+[^>]*)?>\s*|[\w.-]+@[\w.-]+(?::\S*)?[$#%]\s+|>>>\s+|[A-Z]:\\[^>]*>\s*)(?=\S)/u
// A bare "$ " is a prompt only before a command that shows a shell's signs ("$ ls -la", "$ cat a | wc"): "$ 0"
// and "$ in millions" are a table's amounts.
const BARE_PROMPT = /^\s*\$\s+(?=[a-z])/u
const SHELL_SIGN = /\s--?[a-z]|\s\|\s|\/|\s>\s/u

/** The prompt a console line opens with, undefined on any other line. */
function promptOf(line: string): string | undefined {
  const prompt = PROMPT.exec(line)?.[0]
  if (prompt !== undefined) return prompt
  return SHELL_SIGN.test(line) ? BARE_PROMPT.exec(line)?.[0] : undefined
}

// A line of JSON or a configuration file: a quoted key and its colon, or brackets and commas only.
const JSON_KEY = /^\s*"[^"]+"\s*:/u
const BRACKETS = /^\s*[[\]{}(),;]+\s*$/u
// A console table's rule under its column names ("-----------     ----"), or the ellipsis of a cut listing.
const RULE_OR_GAP = /^\s*(?:-{2,}\s*)+$|^\s*(?:\.\s?){3,}$/u
// A command line with its own signs: a cmdlet named Verb-Noun, a pipe, a variable, a -Parameter.
const COMMAND_SIGN = /\b\p{Lu}\p{Ll}+-\p{Lu}\w+\b|\s\|\s|\$[A-Za-z_]\w*|(?:^|\s)[-–]\p{L}+\b/u
// A line continued on the next: PowerShell's backtick, a shell's backslash, cmd's caret, a pipe left open.
const CONTINUED = /\s(?:`|\\|\^|\|)\s*$/u
// A bullet of the slide is prose, whatever it quotes.
const BULLET = /^\s*[-–•*]\s/u
/** Share of a slide's lines that must be code or console for the slide to be an example of code. */
const CODE_SHARE = 0.6
/** A slide of fewer lines is a command quoted beside its point, not an example of its own. */
const MIN_CODE_LINES = 3
/** A speaker's sentence of fewer words is an echo of the command or a heading, not what the code does. */
const MIN_EXPLAINING_WORDS = 5
// A note's own label ("Objective:", "Notes:") or a lead-in ("Key notes include:"): what kind of note follows, not
// what it says. A definition ("Refactoring is: a code change …") says it.
const LABELLED = /^\s*\p{L}+\s*:(?:\s|$)|:\s*$/u
const SENTENCE_END = /[.!]["”»’)]*\s*$/u
const QUESTION = /\?["”»’)]*\s*$/u

/**
 * Whether a slide's lines are an example of code: a console session (a prompt, then what the command printed)
 * or a listing of code or JSON. Read by syntax only, so it holds in any language: the printed rows after a
 * prompt are output, whatever they say.
 */
export function isCodeSlide(lines: string[]): boolean {
  const filled = lines.filter((line) => line.trim() !== '')
  if (filled.length < MIN_CODE_LINES) return false
  let afterPrompt = false
  let code = 0
  for (const line of filled) {
    if (BULLET.test(line)) {
      afterPrompt = false
      continue
    }
    if (promptOf(line) !== undefined) afterPrompt = true
    if (afterPrompt || JSON_KEY.test(line) || BRACKETS.test(line) || RULE_OR_GAP.test(line) || isCode(line))
      code += 1
  }
  return code >= CODE_SHARE * filled.length
}

/**
 * The command of a console line, its prompt cut and a continued line joined to the line it continues ("Get-Process
 * | Sort-Object … | `" then "Select-Object -First 5" is one command: cut at the break, the entry kept its tail
 * alone; issue 24, reader r-z3, PowerShell slide 17).
 */
function commandsOf(lines: string[]): string[] {
  const commands: string[] = []
  let open = false
  for (const line of lines) {
    const text = line.trim()
    if (open && commands.length > 0) {
      commands[commands.length - 1] = `${commands.at(-1)!.replace(/\s*`\s*$/u, '')} ${text}`
      open = CONTINUED.test(text)
      continue
    }
    open = false
    const prompt = promptOf(text)
    if (prompt === undefined) continue
    commands.push(text.slice(prompt.length).trim())
    open = CONTINUED.test(text)
  }
  return commands.filter((command) => command !== '')
}

/** A listing's keys named at most this many: what it holds, not every field. */
const MAX_KEYS = 8

/**
 * The keys of a JSON listing at its top level ("$schema", "contentVersion", "parameters" …): the sections a
 * template or record holds, which its rows cut at a brace never said (reader r-z3, Azure slide 11).
 */
function topLevelKeys(lines: string[]): string[] {
  const keys: string[] = []
  let depth = 0
  for (const line of lines) {
    const key = /^\s*("[^"]+")\s*:/u.exec(line)?.[1]
    if (key !== undefined && depth <= 0 && !keys.includes(key)) keys.push(key)
    depth += (line.match(/[{[]/gu)?.length ?? 0) - (line.match(/[}\]]/gu)?.length ?? 0)
  }
  return keys
}

const wordsOf = (text: string) =>
  new Set(text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [])

/**
 * The one command the slide is about: the one that shares most words with its title ("Sort-Object Example"),
 * else its first. A listing without a prompt (code, JSON) has none.
 */
function mainCommand(lines: string[], title: string): string | undefined {
  const commands = commandsOf(lines)
  const titled = wordsOf(title)
  const shared = (command: string) => [...wordsOf(command)].filter((word) => titled.has(word)).length
  return commands.reduce<string | undefined>(
    (best, command) => (best === undefined || shared(command) > shared(best) ? command : best),
    undefined,
  )
}

/**
 * What the speaker says the code does: the first sentence of the notes that is a statement in prose, not the
 * command read out again ("Get-Command"), a note's label ("Objective:"), a question to the room or code.
 */
function explainingSentence(notes: number[], passages: Passage[]): number | undefined {
  return notes.find((index) => {
    const { brief, furniture } = passages[index]!
    return (
      (furniture === undefined || furniture === 'talk') &&
      brief.trim().split(/\s+/u).length >= MIN_EXPLAINING_WORDS &&
      !LABELLED.test(brief) &&
      !QUESTION.test(brief) &&
      promptOf(brief) === undefined &&
      !(COMMAND_SIGN.test(brief) && !SENTENCE_END.test(brief)) &&
      !isCode(brief) &&
      !JSON_KEY.test(brief)
    )
  })
}

/**
 * A slide of code, a console session or JSON said by what the code does, not by its rows (issue 24, reader r-z3:
 * "Function […] Get-FileHash 3.1.0.0", "], \"outputs\": {" read as the slide's point): the one command that
 * matters (or a listing's top-level keys), then the speaker's sentence that explains it, under the notes.
 * Undefined when the slide is no code example, or neither has a command nor keys nor notes that explain it: it is
 * read line by line, as before.
 */
export function sayCodeSlide(
  unit: Readonly<Pick<SummaryUnit, 'title' | 'text'>>,
  indices: number[],
  passages: Passage[],
): EntryPick[] | undefined {
  const lines = unit.text.split('\n')
  if (!isCodeSlide(lines)) return undefined
  const body = indices.filter((index) => !passages[index]!.fromNotes)
  const notes = indices.filter((index) => passages[index]!.fromNotes)
  const picks: EntryPick[] = []
  const command = mainCommand(lines, unit.title)
  // The command is said by the passage of its line, so that the entry cites the slide's own words.
  const commandAt =
    command === undefined ? undefined : body.find((index) => passageHolds(passages[index]!, command))
  if (command !== undefined && commandAt !== undefined)
    picks.push({ passage: passages[commandAt]!, index: commandAt, text: command })
  const keys = command === undefined ? topLevelKeys(lines) : []
  const keysAt = body.find((index) => keys.some((key) => passages[index]!.text.includes(key)))
  if (keys.length > 1 && keysAt !== undefined) {
    const more = keys.length > MAX_KEYS ? ', …' : ''
    picks.push({
      passage: passages[keysAt]!,
      index: keysAt,
      text: `${keys.slice(0, MAX_KEYS).join(', ')}${more}`,
    })
  }
  const explaining = explainingSentence(notes, passages)
  if (explaining !== undefined)
    picks.push({ passage: passages[explaining]!, index: explaining, text: passages[explaining]!.text })
  return picks.length > 0 ? picks : undefined
}

function passageHolds(passage: Passage, command: string): boolean {
  const head = command.split(/\s+/u).slice(0, 3).join(' ')
  return passage.text.includes(head)
}

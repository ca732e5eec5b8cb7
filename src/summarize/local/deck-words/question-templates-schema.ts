import { z } from 'zod'

/** A phrase of the summary's own: figures come from the deck, never from a language file. */
export const noDigits = z.string().min(1).regex(/^\D*$/u, 'no digits: figures come from the deck')

/** A template with every one of its placeholders. */
export const template = (placeholders: string[]) =>
  noDigits.refine((text) => placeholders.every((placeholder) => text.includes(placeholder)), {
    message: `needs ${placeholders.join(', ')}`,
  })

/** One language's key-question templates (deckWordsSchema's `questions`): one per kind of insight, naming its subject and figure. */
export const questionTemplatesSchema = z.strictObject({
  variance: template(['{subject}', '{figure}', '{plan}']),
  concentration: template(['{subject}', '{figure}']),
  growth: template(['{subject}', '{figure}']),
  assumption: template(['{subject}', '{figure}']),
  target: template(['{subject}', '{figure}', '{plan}']),
  share: template(['{subject}', '{figure}', '{plan}']),
  contrast: template(['{subject}', '{figure}', '{plan}']),
  /** Why a stated value is what it is: the last resort, for an insight that is a label and its value. */
  cause: template(['{subject}', '{figure}']),
  /** A claim beside a line that limits it ('{limit}', the deck's line): what the claim still assures. */
  limit: template(['{subject}', '{limit}']),
  /** What the audience will want to discuss (a slip, a decline): its cause and whether it recurs. */
  recurrence: template(['{subject}']),
  /** A figure that rests on a decision the deck asks for: what happens if it is not taken. */
  decision: template(['{subject}', '{figure}']),
  /** A result against its comparison group's: whether the groups compare and the gap holds at scale. */
  evidence: template(['{subject}', '{figure}', '{plan}']),
  /** The best entry of a measure against the worst: what sets them apart and what would close the gap. */
  spread: template(['{subject}', '{figure}', '{plan}']),
  /** A gap beside the deck's ask that shares its terms: whether the ask closes it, and what waiting costs. */
  closes: template(['{subject}', '{figure}', '{plan}', '{ask}']),
  /** A gap whose cause the deck states: how much of it that cause is, and what remains without it. */
  causeShare: template(['{subject}', '{figure}', '{plan}', '{cause}']),
  /** What the audience will discuss, beside the deck's ask on it: what must hold before the money goes. */
  discussedAsk: template(['{subject}', '{ask}']),
  /** The deck's ask named by its amount and the term it shares with the insight ("the £1.45M for Oven 3"). */
  askFor: template(['{amount}', '{ask}']),
  /** A target beside the driver its slide names: whether it holds if that driver is missed. */
  targetDriver: template(['{subject}', '{figure}', '{plan}', '{driver}']),
  /** A driver's value today, in brackets after it. */
  today: template(['{figure}']),
  /** A figure beside the small sample its slide states: how far it holds beyond that sample. */
  sample: template(['{claim}', '{sample}']),
  /** A change the deck marks as proposed or pending ('{line}', quoted): what it changes for its heading. */
  pending: template(['{line}', '{subject}']),
  /** A feature the deck marks as in preview: whether it can be relied on before it is final. */
  preview: template(['{line}', '{subject}']),
  /** An assumed figure against a range the deck cites elsewhere for the same measure. */
  range: template(['{subject}', '{figure}', '{range}']),
  /** A position in a ranking that moved, with no cause on its line ('{line}', quoted): what moved it. */
  moved: template(['{subject}', '{line}']),
  /** A position the deck justifies by a survey's answers: where it would stand on the other evidence alone. */
  rankReason: template(['{subject}', '{rank}', '{reason}']),
  /** The deck's own open question, by its subject ("the one open question is the size of the earn-out"). */
  openQuestion: template(['{subject}']),
  /** What the deck says it leaves open ('{line}', quoted): what would settle it, and when. */
  openIssue: template(['{subject}', '{line}']),
  /** What a headline return ('{result}', "IRR 24 %") rests on: a driver's future value ('{driver}'), from its stated value ('{from}'). */
  restsOn: template(['{result}', '{driver}', '{from}']),
  /** A downside return ('{result}', its case '{case}') beside its drivers ('{drivers}'): which weighs most. */
  downside: template(['{result}', '{case}', '{drivers}']),
  /** A computed result ('{subject}', '{figure}') beside the assumption its method states ('{assumption}', quoted). */
  assumes: template(['{subject}', '{figure}', '{assumption}']),
  /** An asked amount ('{measure}') against the cash it draws on ('{share}' of '{other}'): what is left, for how long. */
  askOfCash: template(['{measure}', '{share}', '{other}']),
  /** Progress ('{progress}' on '{asOf}') against a dated target ('{target}' by '{due}'): the pace it needs. */
  pace: template(['{subject}', '{progress}', '{asOf}', '{target}', '{due}', '{rate}']),
  /** The recommended option's downside: '{option}' has '{measure}' '{value}' against '{best}' for '{other}'. */
  tradeOff: template(['{option}', '{measure}', '{value}', '{best}', '{other}']),
  /** The deck's own result ('{own}', '{figure}') against its closest alternative ('{rival}', '{other}'): its price. */
  ownAdvantage: template(['{own}', '{figure}', '{rival}', '{other}']),
  /** A before and after's row that moves least ('{weak}', '{weakChange}') beside the one that moves most. */
  unevenGain: template(['{weak}', '{weakChange}', '{strong}', '{strongChange}']),
  /** A before and after's row ('{row}', '{change}') asked what it was measured on and whether it holds beyond. */
  measuredOn: template(['{row}', '{change}']),
  /** A return measure ('{subject}') the deck states below zero ('{figure}'): where it breaks even. */
  breakEven: template(['{subject}', '{figure}']),
  /** The same, and how far break-even is from the plan: only for a deck that states a plan figure (decision 134). */
  breakEvenPlan: template(['{subject}', '{figure}']),
  /** A risk the deck states with its figure (decision 124): how it will be handled; with its stated mitigation, whether that is enough. */
  risk: template(['{risk}']),
  riskMitigated: template(['{risk}', '{mitigation}']),
  /** A risk that states its date ('{date}': funding that ends, a contract that expires) and its mitigation: what then. */
  riskEnds: template(['{risk}', '{mitigation}', '{date}']),
  /** A rule with its time limit ('{rule}', the deck's clause; decision 138): what happens when it is missed. */
  deadline: template(['{rule}']),
  /** A reserve ('{reserve}', '{figure}') kept for what a stated risk ('{risk}') is about: whether it covers it. */
  reserveRisk: template(['{reserve}', '{figure}', '{risk}']),
  /** Alternatives on one measure ('{high}', '{highFigure}' against '{low}', '{lowFigure}'): the price, and when each applies. */
  eachApplies: template(['{high}', '{highFigure}', '{low}', '{lowFigure}']),
  /** An approval slide's amounts ('{limits}', ascending) under its title ('{subject}'): what stops splitting under one. */
  approvalLimits: template(['{subject}', '{limits}']),
})

import type { DeckWordsData } from './deck-words-schema'

// English words for a deck's structure; see deck-words-schema.ts for how they match.
export const en: DeckWordsData = {
  roles: {
    // prettier-ignore
    'executive-summary': ['executive summary', 'key messages', 'summary of findings', 'in brief', '=summary', '=overview'],
    problem: ['problem', 'the challenge', 'pain point', 'why now'],
    solution: ['solution', 'our product', 'how it works', 'what we do'],
    market: ['market', 'TAM$', 'opportunity'],
    'business-model': ['business model', 'pricing', 'revenue model', 'unit economics'],
    // prettier-ignore
    traction: ['traction', 'results', 'at a glance', 'highlights', 'in numbers', 'KPI', 'performance', 'status'],
    // prettier-ignore
    'plan-vs-actual': ['plan versus actual', 'plan vs actual', 'against plan', 'versus plan', 'vs plan', 'against budget', 'budget vs', 'actual vs'],
    // prettier-ignore
    financials: ['P&L', 'financial', 'cash flow', 'revenue', 'EBITDA$', 'budget', 'costs', 'valuation', 'returns', 'forecast'],
    competition: ['competition', 'competitor', 'competitive'],
    team: ['team', 'who we are', 'about us', 'leadership'],
    risks: ['risk'],
    options: ['options', 'alternatives', 'scenarios'],
    recommendation: ['recommend', 'our proposal', 'proposed approach'],
    ask: ['the ask', 'our ask', 'decision', 'funding request', 'we are raising', 'approval'],
    'use-of-funds': ['use of funds', 'use of proceeds'],
    timeline: ['timeline', 'roadmap', 'milestone', 'schedule', 'progress'],
    'next-steps': ['next step', 'actions', 'action plan', 'way forward'],
    // prettier-ignore
    conclusion: ['conclusion', 'key takeaways', 'takeaways', 'wrap-up', 'to remember', 'in summary', 'lessons', 'contributions', 'implications', 'call to action'],
    appendix: ['appendix', 'appendices', 'annex', 'backup', 'back-up'],
    objectives: ['objectives', 'learning outcomes', 'learning goals', 'aims'],
    concept: ['concept', 'definition', 'principle', 'theory', 'the method', 'what is'],
    example: ['example', 'case study', 'worked example'],
    exercise: ['exercise', 'quiz', 'practice', 'try it'],
    assignment: ['assignment', 'homework', 'before next', 'reading list'],
    findings: ['findings', 'what we found', 'what we learned', 'outcomes'],
  },
  illustration: ['example', 'an example', 'sample report', 'illustrat', 'template', 'mock-up', 'demo$'],
  genres: {
    // prettier-ignore
    pitch: ['series a', 'series b', 'seed round', 'pitch', 'investor presentation', 'fundraising', 'we are raising'],
    review: ['review', 'quarterly', 'monthly', 'QBR$', 'board update', 'operations'],
    recommendation: ['recommendation', 'consulting', 'strategy'],
    'investment-memo': ['investment committee', 'investment memo', 'IC memo', 'IRR$', 'MOIC$', 'acquisition'],
    lecture: ['lecture', 'course', 'class$', 'seminar', 'learning objectives', 'homework', 'module'],
    report: ['report', 'evaluation', 'study', 'white paper', 'research', 'readout', 'survey'],
    'project-update': ['project update', 'status update', 'progress report', 'project status', 'milestone'],
    proposal: ['proposal', 'grant', 'funding request', 'bid$'],
  },
  headers: {
    plan: ['plan', 'budget', 'target', 'goal'],
    actual: ['actual', 'forecast', 'outturn', 'achieved'],
    variance: ['variance', 'var$', 'vs plan', 'delta', 'difference', 'gap$'],
    owner: ['owner', 'who$', 'responsible', 'lead$'],
    due: ['date', 'due', 'deadline', 'by when', 'when$'],
    total: ['total$', 'sum$'],
    risk: ['risk'],
  },
  answers: ['=yes', '=no'],
  implication: { condition: ['if'], consequence: ['then', 'therefore', 'which means'] },
  entries: {
    // prettier-ignore
    answersColumn: ['mitigat', 'response', 'solution', 'remed', 'countermeasure', 'answer', 'fix$', 'fixes$', 'how we address', 'how we respond', 'action', 'measure'],
    // prettier-ignore
    bottomLine: ['total$', 'totals$', 'subtotal$', 'grand total', 'net$', 'adjusted', 'EBITDA$', 'EBIT$', 'bottom line', 'profit$', 'sum$', 'overall$'],
    // prettier-ignore
    status: ['accepted$', 'approved$', 'adopted$', 'decided$', 'agreed$', 'rejected$', 'signed$', 'launched$', 'released$', 'completed$'],
    // prettier-ignore
    contrast: ['but$', 'however$', 'yet$', 'although$', 'though$', 'whereas$', 'nevertheless$', 'except$', 'unless$'],
    qualifiers: [
      'previously$',
      'formerly$',
      'earlier$',
      'planned$',
      'not yet$',
      'pending$',
      'proposed$',
      'in progress$',
    ],
    // prettier-ignore
    restricts: ['not$', "don't$", "doesn't$", "can't$", 'cannot$', "isn't$", "aren't$", 'don’t$', 'doesn’t$', 'no$', 'none$', 'never$', 'neither$', 'nor$', 'only$', 'except', 'excluding$', 'other than$', 'unless$'],
    ownerLinks: ['of$', 'by$'],
    moreRows: 'also in the table: {labels}',
    moreItems: '+{count} more',
    listShare: 'first items of a longer list',
    buildAdds: 'Build step of the slide above, adds:',
    buildSame: 'Build step of the slide above, no new text',
    referenceList: 'List of references',
    diagram: 'diagram',
    colours: [
      'red$',
      'green$',
      'blue$',
      'yellow$',
      'orange$',
      'purple$',
      'grey$',
      'gray$',
      'black$',
      'white$',
      'pink$',
      'brown$',
    ],
    colourKey: 'Colour key',
    kindLabels: ['note$', 'nb$', 'remark', 'objective', 'main objective', 'aim$', 'goal$', 'purpose', 'tip$'],
    spans: ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year', 'decade', 'times$'],
    // prettier-ignore
    narratesDrawing: ['here we have', 'here you see', 'here you can see', 'here is', 'here are', 'as you can see', 'in this diagram', 'in this picture', 'in this chart', 'in this animation', 'this diagram shows', 'this chart shows', 'this picture shows', 'the animation', 'this animation'],
    // prettier-ignore
    narrates: ['for example', 'for instance', 'imagine', 'once upon', 'story', 'stories', 'parable', 'anecdote', 'legend$', 'fable', 'the origin of', 'century', 'centuries', 'historian'],
    // prettier-ignore
    courtesies: ['i am grateful', 'we are grateful', 'i would like to thank', 'we would like to thank', 'i wish to thank', 'we wish to thank', 'i thank', 'we thank', 'many thanks', 'our thanks', 'my thanks', 'special thanks', 'we acknowledge the', 'we gratefully acknowledge'],
    // prettier-ignore
    setUp: ['input:', 'inputs:', 'parameters:', 'set-up:', 'setup:', 'method:', 'procedure:', 'let$', 'assume$', 're-run', 'rerun', 'focus analysis', 'focus the analysis', 'restrict the analysis'],
    // prettier-ignore
    attributions: ['said$', 'says$', 'according to$', 'explained$', 'added$', 'commented$'],
    // prettier-ignore
    answersBefore: ['but$', 'yet$', 'however$', 'still$', 'nevertheless$', 'nonetheless$', 'instead$', 'even so$', 'by contrast$', 'in contrast$', 'on the other hand$', 'on the contrary$'],
    backReference: [
      'the same$',
      'this$',
      'these$',
      'that$',
      'those$',
      'it$',
      'they$',
      'such$',
      'both$',
      'its$',
      'their$',
    ],
    impersonal: ['seems$', 'appears$'],
    // prettier-ignore
    backReferenceWithin: ['this category$', 'these categories$', 'this group$', 'these groups$', 'this definition$', 'these criteria$', 'this criterion$', 'in this case$', 'in that case$', 'do this$', 'do that$', 'doing this$', 'do so$', 'doing so$', 'similarly$', 'likewise$', 'another$', 'the key one$', 'the main one$', 'the first one$', 'the last one$', 'the most important one$', 'the other one$', 'the latter$', 'the former$'],
    // prettier-ignore
    opensClause: ['as$', 'because$', 'since$', 'while$', 'when$', 'once$', 'although$', 'though$', 'whereas$', 'unless$'],
    // prettier-ignore
    dummySubject: ['to$'],
    // prettier-ignore
    hypothetical: ['could$', 'would$', 'might$'],
  },
  // prettier-ignore
  relations: ['because', 'due to', 'driven by', 'excluding', 'excludes', 'assum', 'depends on', 'dependent on', 'compared', 'comparison', 'comparable', 'minimum', 'prerequisite', 'provided that'],
  comparisonGroups: ['comparison group', 'control group'],
  targets: ['target', 'goal', 'milestone', 'minimum', 'at least', 'objective', 'aim to', 'aims'],
  commitments: [
    'our commitment',
    'we commit',
    'we are committed',
    'our aim is',
    'we aim to',
    'our purpose',
    'our goal is',
    'the purpose of',
    'the aim of',
    'this thesis',
    'this project will',
    'we propose',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    ordinals: [
      'first,',
      'firstly',
      'second,',
      'secondly',
      'third,',
      'thirdly',
      'fourth,',
      'finally',
      'lastly',
    ],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'we want',
      'we must',
      'we need to',
      'we believe',
      'we are looking for',
      'preferred',
      'the key is',
      'the key to',
      'in short',
      'the bottom line',
      'so what',
      'what matters is',
      'the lesson is',
    ],
    emphasis: ['NOT', 'NO', 'NEVER'],
    contrastOpeners: ['but$', 'yet$', 'however$'],
    we: ['we$', 'our$'],
    audience: ['you', 'your', 'yours', 'yourself', 'yourselves'],
    formalAudience: [],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'join$',
      'contribute$',
      'get involved',
      'try$',
      'try out',
      'download the',
      'download it',
      'download our',
      'install the',
      'install it',
      'submit your',
      'submit a',
      'sign up',
      'register now',
      'register at',
      'register for',
      'register here',
      'visit us',
      'visit our',
      'visit the',
      'watch for',
      'come to',
      'bring your',
      'send us',
      'tell us',
      'check out',
      'give us',
      'vote for',
    ],
    wants: [
      'we need',
      'we want',
      'we are looking for',
      'we’re looking for',
      "we're looking for",
      'we welcome',
      'wanted:',
    ],
    intentions: ['to$', 'that$'],
    intentionEndings: [],
    obliges: ['you should', 'you must', 'you need to', 'you have to', 'you ought to'],
  },
  causes: ['because of', 'due to', 'driven by', 'caused by', 'owing to', 'as a result of', 'thanks to'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['only$', 'at most', 'at best', 'less than', 'fewer than', 'not yet', 'except', 'requires', 'up to', 'no more than', 'limited to', 'maximum'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['holds only for', 'only holds for', 'hold only for', 'holds for', 'hold for', 'applies only to', 'only applies to', 'applies to', 'apply to', 'valid only for', 'refers only to', 'covers only'],
    // prettier-ignore
    changes: ['step-up', 'jump', 'increase', 'rise', 'growth', 'drop', 'decline', 'fall$', 'dip$', 'spike', 'uplift', 'surge'],
    // prettier-ignore
    explains: ['includes', 'include$', 'reflects', 'comes from', 'came from', 'due to', 'driven by', 'because$', 'thanks to', 'explained by', 'result of', 'caused by'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['estimat', 'projected', 'projection', 'expected', 'forecast', 'potential', 'saving', 'approximately', 'roughly'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['payback', 'pays back', 'saving', 'cost', 'budget', 'return on', 'roi$', 'break-even', 'downtime'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['random', 'selected', 'sampled', 'sample of', 'respondents', 'participants', 'interviewees', 'surveyed', 'interviewed', 'survey'],
  // prettier-ignore
  pending: ['proposed', 'pending', 'under consideration', 'under review', 'being reconsidered', 'being considered', 'to be confirmed', 'subject to approval'],
  preview: ['in preview', 'preview$', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'result',
    'outcome',
    'total',
    'value',
    'figure',
    'amount',
    'number',
    'status',
    'other$',
    'others$',
    'average',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['rank$', 'ranked$', 'ranking$', 'place$', 'position$'],
    ordinals: ['st', 'nd', 'rd', 'th'],
    moves: ['fell', 'fallen', 'falls', 'dropped', 'drops', 'slipped', 'rose', 'risen', 'rises', 'climbed', 'climbs', 'moved', 'jumped', 'from$'],
    scales: ['percentile', 'quartile', 'quintile', 'decile', 'century', 'anniversary', 'edition', 'grade$', 'floor$'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['option$', 'options$', 'alternative$', 'scenario$', 'variant$', 'alternatives$', 'scenarios$', 'variants$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['recommended$', 'preferred$', 'chosen$', 'selected$'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['ends on', 'ends in', 'will end', 'expires', 'lapses', 'runs out', 'comes to an end', 'ceases on'],
  // prettier-ignore
  burdens: ['cost', 'costs', 'investment', 'capex', 'time$', 'timing', 'duration', 'lead time', 'delay', 'effort', 'payback', 'risk'],
  riskLists: ['risks$'],
  questionNouns: ['question$', 'questions$'],
  openQuestions: ['open question'],
  openIssues: [
    'undecided',
    'not yet decided',
    'yet to be decided',
    'still to be agreed',
    'yet to be agreed',
    'still open',
    'no data to',
    'no data yet',
    'no data on',
    'no data available',
    'lack of data',
    'insufficient data',
    'not yet known',
    'future work',
    'open question',
    'open problem',
    'open issue',
    'remains to be seen',
    'remains unclear',
    'still unclear',
    'to be determined',
    'tbd$',
    'no evidence yet',
    'not yet measured',
    'not yet understood',
  ],
  // prettier-ignore
  audiencePrompts: ['ask yourself', 'ask yourselves', 'questions to ask', 'questions to consider', 'checklist', 'check list', 'self-assessment', 'self-check', 'quiz', 'reflect on', 'discuss in pairs', 'discuss in groups'],
  amountBases: ['net$', 'gross$', 'per$'],
  // prettier-ignore
  baseCases: ['base case', 'base scenario', 'baseline case', 'central case', 'central scenario', 'base$', 'basis$'],
  // prettier-ignore
  returnMeasures: ['irr', 'roi$', 'npv$', 'internal rate of return', 'return on investment', 'moic$', 'net present value'],
  downsideCases: ['downside', 'worst case', 'pessimistic', 'bear case', 'low case'],
  assumptions: ['assumption', 'assumes', 'assuming', 'key assumption', 'we assume'],
  provisos: ['provided', 'provided that', 'as long as', 'on condition that'],
  progressOf: ['of', 'out of'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['within', 'no later than'],
    periods: ['day', 'working day', 'business day', 'week', 'month', 'hour'],
  },
  approvals: [
    'approval',
    'approving',
    'sign-off',
    'signing authority',
    'authorisation',
    'authorization',
    'delegation of authority',
  ],
  reserves: ['contingency', 'reserve$', 'reserves$', 'buffer$'],
  cashBalances: ['cash$', 'cash balance', 'cash position', 'cash reserves', 'liquidity', 'bank balance'],
  ownEntries: ['proposed$', 'ours$', 'our$', 'this work$', 'this paper$', 'this study$'],
  titleTails: ['in detail', 'in depth', 'explained', 'overview'],
  ranges: { to: ['to'], between: ['between'], and: ['and'], from: ['from'] },
  perUnit: ['per'],
  sensitivity: {
    conditional: ['if', 'were', 'should'],
    insteadOf: ['rather than', 'instead of', 'not'],
    pointsBack: ['that', 'this', 'these', 'those'],
    namedBy: ['of'],
  },
  // prettier-ignore
  discussion: ['want to discuss', 'wants to discuss', 'will ask about', 'will want to ask', 'for discussion', 'to be discussed', 'open question'],
  // prettier-ignore
  subordinators: ['when$', 'whenever$', 'if$', 'unless$', 'while$', 'although$', 'though$', 'because$', 'since$', 'once$', 'as soon as$', 'before$', 'after$', 'whereas$'],
  // prettier-ignore
  openEnds: ['the', 'a', 'an', 'of', 'to', 'in', 'on', 'for', 'with', 'and', 'or', 'by', 'from', 'at', 'into', 'than', 'via'],
  // prettier-ignore
  selfNotes: ['could probably', 'could have used', 'could have shown', 'could also show', 'should probably', 'maybe$', 'need to change', 'need to fix', 'need to add', 'todo$', 'to do:', 'tbd$', 'fixme$', 'make font', 'make the font', 'not sure if', 'may not be able to'],
  // prettier-ignore
  toldThat: ['remind them that', 'remind that', 'point out that', 'stress that', 'anticipate that', 'mention that', 'explain that', 'make clear that', 'note that', 'emphasise that', 'emphasize that', 'highlight that', 'say that', 'tell them that'],
  defines: ['is a$', 'is an$', 'provides', 'lets you', 'allows you', 'enables you'],
  // prettier-ignore
  keyIdea: ['the real secret$', 'the key idea$', 'the main idea$', 'the big idea$', 'the core idea$', 'the whole point$', 'the key difference$', 'the real difference$', 'the big difference$'],
  // prettier-ignore
  instructs: ['make sure you', 'be sure to', 'remember to', "don't forget to", 'keep an eye on', 'whenever you are in doubt', 'you should always', 'always use$', 'never run$'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['next week', 'this week', 'tomorrow', 'tonight', 'next month'],
    // prettier-ignore
    registers: ['discount', 'promo code', 'register', 'registration', 'tickets', 'early bird', 'sign up'],
    // prettier-ignore
    askedFor: ['asking for', 'asks for', 'ask for', 'calls for', 'call for', 'we need', 'what we need', 'wish list'],
    // prettier-ignore
    askedForOpens: ['asked for by', 'requested by', 'what is asked of', 'what is needed by'],
    // prettier-ignore
    callsOn: ['i call on', 'we call on', 'i urge', 'we urge', 'i ask the', 'we ask the'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['installing', 'install$', 'installation', 'setting up', 'set up$', 'getting started', 'get started'],
    // prettier-ignore
    needs: ['when you want to', 'if you want to', 'whenever you want to', 'when you need to', 'if you need to', 'before you'],
  },
  asksWho: [
    'whose responsibility',
    'whose job',
    'whose role',
    'who should',
    'who must',
    'who will lead',
    'who is going to',
  ],
  phrases: {
    points: 'points',
    versus: 'against',
    multipleOf: '{high} has {multiples} of {low}',
    timesThe: '{multiple}× the {measure}',
    concentration: '{first} and {second} make up {share} of the total {total}',
    growth: '{series}: {multiple}x from {first} ({firstLabel}) to {last} ({lastLabel})',
    against: '{measure} against {other}: {result}',
    shareOf: '{measure} is {share} of {other}',
    withinRange: '{measure}: within the range of {range}',
    aboveRange: '{measure}: {gap} above the range of {range}',
    belowRange: '{measure}: {gap} below the range of {range}',
    ofPlan: '{share} of {plan}',
    overPlan: '{share} over {plan}',
    section: 'Next: {item}',
    decision: '{result}; to decide: {ask}',
    list: '{items} and {last}',
    forOption: '{figure} for {option}',
    ticked: '{label}: ticked',
  },
  scales: ['thousand', "'000", '000$', '000s$', 'million', 'mn$', 'mm$', 'billion', 'bn$'],
  notesLabels: {
    aim: ['Objective', 'Objectives', 'Slide objective', 'Learning objective', 'Learning objectives'],
    notes: ['Notes', 'Speaker notes', 'Presenter notes', 'Instructor notes'],
    direction: ['Animation', 'Click', 'Build', 'Transition', 'Pronounce', 'Pause'],
  },
  gaps: {
    competition: {
      finding: 'The deck names no competitors',
      question: 'Who else serves these customers, and why will they choose this product?',
    },
    'unit-economics': {
      finding: 'The deck states no churn, CAC or lifetime value',
      question: 'What do churn and customer acquisition cost look like, and do they support the growth plan?',
    },
    runway: {
      finding: 'The deck states no runway',
      question: 'How many months of cash does the company have, and what milestone must the round reach?',
    },
    pipeline: {
      finding: 'The review shows no pipeline or bookings',
      question: 'What does the pipeline hold for next period, and does it cover the target?',
    },
    cost: {
      finding: 'The recommendation states no cost',
      question: 'What will the recommendation cost, and what return pays for it?',
    },
    timeline: {
      finding: 'The recommendation gives no timeline',
      question: 'When will the recommendation be delivered, and who owns each step?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['this paper', 'this speech', 'this report', 'this study', 'this article', 'this document', 'this review', 'this note', 'the paper', 'the report', 'the study', 'we$', 'our findings', 'our results', 'our analysis'],
    verbs: ['argu', 'find', 'found$', 'show', 'conclud', 'consider', 'explain', 'demonstrat', 'suggest', 'propos', 'present', 'recommend', 'examin', 'assess', 'provide'],
    conclusions: ['in conclusion', 'to conclude', 'to sum up', 'in sum$', 'in short', 'our main finding'],
    verdicts: ['recommendation:', 'our recommendation', 'we recommend', 'our conclusion', 'we conclude', 'conclusion:', 'our verdict', 'verdict:', 'bottom line:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['we need to', 'need to', 'needs to', 'should$', 'must$', 'ought to', 'we recommend', 'it is recommended', 'is recommended', 'there is a need', 'is needed', 'are needed', 'it is important that', 'it is essential that'],
    // A form that needs a subject before it (decision 181).
    personal: ['need to', 'needs to', 'should$', 'must$', 'ought to'],
    // prettier-ignore
    reported: ['according to', 'argues', 'argued', 'says$', 'said$', 'claims', 'claimed', 'believes', 'believed', 'calls for', 'called for', 'in their view', 'in his view', 'in her view'],
    supposing: ['would$', 'could$', 'might$', 'may$', 'whether'],
    conditions: ['whenever', 'if$', 'unless', 'when$', 'were$', 'had$'],
    // prettier-ignore
    proposes: ['there is a case for', 'strong case for', 'policy case for', 'there is a clear case for', 'there is a good case for', 'one option would be', 'one option is', 'another option would be', 'a first step would be', 'a first step is', 'could be developed', 'could be applied', 'could be extended', 'could be introduced', 'could be added', 'could be created', 'could be required', 'could potentially', 'could usefully', 'could help'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['open issue', 'open question', 'questions$', 'unresolved', 'to be resolved', 'to be decided', 'tbd$', 'readiness'],
    // prettier-ignore
    unsettledAnswers: ['hope', 'hoping', 'we expect', 'talking to', 'in talks', 'working on', 'not yet', 'unclear', 'unknown', 'depends on'],
    // prettier-ignore
    callsToTakePart: ['we want more', 'want lots more', 'doors are open', 'get involved', 'contributions welcome', 'welcome contributions', 'call for participation', 'call for proposals', 'looking for projects', 'looking for contributors', 'looking for members', 'become a member'],
    // prettier-ignore
    waysToTakePart: ['apply', 'application form', 'submit', 'submission', 'sign up', 'register', 'how to join', 'how to contribute', 'contributing guide', 'contact us', 'membership fee', 'deadline'],
    // prettier-ignore
    adequacyClaims: ['good enough', 'sufficient for', 'adequate for', 'acceptable for', 'close enough', 'accurate enough'],
    errorMeasures: ['error', 'tolerance', 'accuracy', 'deviation', 'snr$', 'psnr$'],
    takePart: '“{line}”: how does one take part, by what process and criteria, and who decides?',
    adequacy: '“{line}”: by which error measure, and how much error is acceptable there?',
    // prettier-ignore
    speedClaims: ['faster', 'performance', 'speed', 'improvement', 'quicker', 'throughput', 'latency', 'accelerat'],
    // prettier-ignore
    baselines: ['than$', 'compared', 'versus', 'vs$', 'baseline', 'benchmark', 'workload', 'relative to', 'measured on'],
    // prettier-ignore
    portabilityClaims: ['portable across', 'portable to', 'ported to', 'runs anywhere', 'run anywhere', 'runs on any', 'run on any', 'cross-platform', 'originally running on', 'originally ran on', 'originally built for', 'now runs on', 'now available on', 'now also runs on'],
    // prettier-ignore
    portabilityLimits: ['not supported', 'unsupported', 'not yet', 'not quite', 'limitation', 'limited to', 'except', 'only on', 'known issue', 'caveat', 'does not work', 'not available'],
    // prettier-ignore
    futureClaims: ['in the future we', 'in the future, we', 'in future releases', 'in a future release', 'in a future version', 'will be migrated', 'will be added', 'will be available', 'will be supported', 'on the roadmap', 'planned for', 'coming soon', 'next release', 'upcoming release'],
    speedUp: '“{line}”: measured on which workload, and against which baseline?',
    portability: '“{line}”: what is not supported there yet, and what breaks in the move?',
    roadmap: '“{line}”: by when, and what does it depend on?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['expect', 'we expect', 'expected to', 'predict', 'forecast', 'anticipate', 'projected to', 'should yield', 'likely to'],
    // prettier-ignore
    warningCues: ['risk', 'lock-in', 'lock in', 'locked in', 'opens up space for', 'opens the door to', 'danger', 'threat', 'beware', 'watch out', 'pitfall', 'at the mercy of', 'single point of failure'],
    prediction: '“{line}”: against which baseline, and what evidence shows it so far?',
    warning: '“{line}”: who is exposed if it happens, and what guards against it?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['fold$'],
    restated: '“{first}” against “{second}”: which figure holds, and under what conditions?',
  },
  questions: {
    variance: 'What explains the gap on {subject} ({figure} against {plan}), and will it recur?',
    concentration: 'How exposed is the total to {subject} ({figure}), and what would reduce that?',
    growth: 'What must hold for {subject} to keep growing from {figure}?',
    assumption: 'What does {subject} ({figure}) rest on, and what would change it?',
    limit: '“{limit}”: what does {subject} still assure?',
    target: 'What must hold for {subject} to go from {figure} to {plan}?',
    share: 'How much more of {plan} can {subject} ({figure}) win, and how soon?',
    contrast: 'What explains the gap between {figure} and {plan} on {subject}, and which one matters?',
    cause: '{subject} ({figure}): what explains it, and what would change it?',
    recurrence: '{subject}: what caused it, and could it happen again?',
    decision: 'What happens if “{subject}” ({figure}) is not approved in time?',
    spread: '{subject}: what sets {figure} apart from {plan}, and what would close the gap?',
    evidence:
      '{subject}: {figure} against {plan} in the comparison group. How comparable are the two groups, and will the gap hold at scale?',
    closes:
      '{subject} ({figure} against {plan}): will {ask} close the gap, and what does it cost until then?',
    causeShare: 'How much of {subject} ({figure} against {plan}) is {cause}, and what remains without it?',
    discussedAsk: '{subject}: what must hold before {ask} is spent?',
    askFor: 'the {amount} for {ask}',
    targetDriver: '{subject} from {figure} to {plan}: what if {driver} is not reached?',
    today: '{figure} today',
    sample: '“{claim}” rests on {sample}: how far does it hold beyond them?',
    pending: 'If “{line}” goes ahead, what changes for {subject}, and what if it does not?',
    preview: '{subject}: “{line}”. Can it be relied on before it is final?',
    range: 'Why {figure} for {subject} when the deck also cites “{range}”?',
    moved: '{subject}: “{line}”. What moved it, a change of its own or the others’, and will the move hold?',
    rankReason: '{subject}: “{rank}” because “{reason}”. Where would it stand on the other evidence alone?',
    openQuestion: 'What will {subject} be?',
    openIssue: '{subject}: “{line}”. What would settle it, and by when?',
    restsOn: '{result} rests on {driver}{from}. What must hold for that, and what if it falls short?',
    downside: '{result} ({case}) rests on {drivers}. Which weighs most?',
    assumes: '{subject} ({figure}) assumes “{assumption}”: how far does it move if that does not hold?',
    askOfCash:
      'What is left after {measure} ({share} of {other}), how long does it last, and what if it runs over?',
    pace: '{subject}: {progress} on {asOf}, {target} by {due} needs about {rate} a week. Does that pace hold?',
    risk: '“{risk}”: how will it be handled, and what would it cost if it happens?',
    riskMitigated: '“{risk}”: is “{mitigation}” enough, and by when will it show?',
    riskEnds: '“{risk}”: is “{mitigation}” enough, and what happens after {date} if it is not?',
    deadline: '{rule}: what happens when that is missed, and who checks?',
    reserveRisk: 'Is {reserve} of {figure} enough if “{risk}” happens?',
    eachApplies:
      '{high} ({highFigure}) against {low} ({lowFigure}): what does {high} cost beside {low}, and when does each apply?',
    approvalLimits: '{subject} ({limits}): what stops a request being split to stay under a limit?',
    tradeOff:
      '“{option}”: {measure} {value}, against {best} for “{other}”. How will the difference be covered?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} against {other} for {rival}. What does it give up for that advantage, and when does it not hold?',
    unevenGain:
      'Why does {weak} move only {weakChange} while {strong} moves {strongChange}: what holds it back?',
    measuredOn: '{row} {change}: measured on what workload and setup, and does it hold beyond that test?',
    breakEven: '{subject} is {figure}: at what price, volume or cost would it reach zero?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} is {figure}: at what price, volume or cost would it reach zero, and how far is that from the plan?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'must$', 'should$', 'need to', 'needs to', 'have to', 'has to', 'we recommend', 'recommend',
      'required to', 'next step', 'action item', 'we ask', 'our ask', 'deadline', 'due by', 'owner:',
      'to be decided', 'decide$', 'approve$', 'approval',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'is sought', 'are sought', 'is actively sought', 'are actively sought', 'is welcome$', 'are welcome$',
    ],
    imperative: [
      'carry out', 'conduct',
      'hire', 'launch', 'close', 'finalize', 'finalise', 'approve', 'review', 'schedule', 'complete',
      'deliver', 'expand', 'reduce', 'prepare', 'submit', 'sign', 'secure', 'raise', 'build', 'migrate',
      'roll out', 'deploy', 'implement', 'train', 'onboard', 'publish', 'contact', 'confirm', 'decide',
      'agree', 'update', 'send', 'set up', 'start', 'stop', 'fund', 'invest', 'open', 'present', 'share',
      'define', 'run', 'test', 'pilot', 'recruit', 'negotiate', 'renew', 'ship', 'validate', 'appoint',
      'allocate', 'audit', 'draft', 'book', 'plan', 'evaluate', 'assess', 'allow', 'ensure', 'make sure',
      'consider', 'avoid', 'check', 'gather', 'identify', 'document',
    ],
    imperativeAtEnd: false,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['coordinate', 'provide', 'assist', 'participate', 'maintain', 'manage', 'oversee', 'mitigate', 'facilitate', 'administer', 'supervise', 'advise', 'liaise', 'establish'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'your role', 'your tasks', 'what you need to do',
      'decision required', 'decisions$', 'assignment', 'homework', 'key asks', 'next steps', 'next step',
      'action items', 'action plan', 'actions$', 'the ask', 'our ask', 'ask$', 'asks$', 'recommendation',
      'to do', 'to-do', 'call to action', 'way forward', 'decisions needed', 'decisions required',
      'use of funds',
    ],
    supplementTitle: ['appendix', 'annex', 'backup', 'back-up', 'supplementary'],
    modal: [
      'should$', 'must$', 'need to', 'needs to', 'have to', 'has to', 'ought to', 'might$', 'may$', 'could$',
      'would$',
    ],
    obligation: [
      'should$', 'must$', 'need to', 'needs to', 'have to', 'has to', 'ought to', 'be required',
      'is required', 'are required',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'decision needed by', 'decision required by', 'decision due by', 'decision by', 'decisions needed by',
      'approval needed by', 'approval required by', 'approval by', 'sign-off by', 'deadline', 'due by',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'required to', 'is required', 'are required', 'required$', 'requires$', 'necessary$',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'how to', 'where to', 'ways to', 'how you can', 'how we',
    ],
    anaphor: ['it', 'this', 'that', 'these', 'those', 'they'],
    talk: [
      'this slide', 'next slide', 'previous slide', 'the last slide', 'most important slide',
      'in this presentation', 'in this talk', 'in this session',
    ],
    talkLead: [
      'if asked', 'worth saying', 'worth mentioning', 'mention', 'say', 'stress', 'emphasise', 'emphasize',
      'point out', 'remind', 'note for the speaker',
    ],
    housekeeping: ['thank you', 'thanks for', 'for hosting', 'congratulations', 'discount code', 'promo code', 'coupon code', 'meetup', 'announcements$', 'we need speakers', 'call for speakers', 'who’s hiring', "who's hiring", 'follow us', 'join us', 'sign up at', 'sign up here', 'register now', 'credits for this', 'any questions', 'happy birthday'],
    questionOpener: [
      'are', 'is', 'do', 'does', 'did', 'can', 'should', 'will', 'have', 'has', 'how', 'what', 'why', 'who',
      'which', 'where', 'when',
    ],
    copula: [
      'is$', 'are$', 'was$', 'were$', 'has$', 'have$', 'had$', 'will$', 'can$', 'does$', 'do$', 'did$',
      'must$',
    ],
    bioTitle: [
      'team', 'our team', 'the team', 'about me', 'about the speaker', 'speaker', 'speakers', 'who am i',
      'bio', 'biography', 'founders', 'leadership',
    ],
    summaryTitle: [
      'key message', 'bottom line', 'in brief', 'at a glance', 'summary', 'overview', 'conclusion',
      'key takeaways', 'takeaways', 'highlights', 'executive', 'key findings', 'key points',
    ],
    insight: {
      risk: [
        'risk', 'threat', 'exposure', 'churn', 'decline', 'declin', 'loss', 'shortfall', 'delay', 'vulnerab',
        'breach', 'downside', 'slip$', 'slips$',
      ],
      growth: [
        'grow', 'increas', 'rise', 'rose', 'up$', 'doubl', 'tripl', 'cagr', 'yoy', 'year-over-year',
        'year over year', 'gain', 'accelerat', 'outperform', 'improv',
      ],
      market: [
        'market', 'tam$', 'sam$', 'som$', 'share$', 'customers', 'users', 'segment', 'competit', 'adoption',
      ],
      money: [
        'margin', 'revenue', 'profit', 'cost', 'ebitda', 'cash', 'burn', 'price', 'pricing', 'budget',
        'savings', 'roi$', 'arr$', 'mrr$', 'sales', 'income', 'spend', 'funding', 'valuation',
      ],
      comparison: [
        'vs$', 'versus', 'compared', 'than$', 'against', 'relative to', 'decreas', 'fell', 'drop', 'down$',
        'target', 'forecast', 'benchmark',
      ],
    },
    questions: {
      risk: 'How will {topic} be mitigated, and who owns it?',
      growth: 'What is driving {topic}, and can it be sustained?',
      market: 'How much of {topic} can realistically be won, and how soon?',
      money: 'What assumptions does {topic} rest on, and what would change it?',
      general: 'What evidence supports {topic}, and what would change the plan?',
    },
    boilerplate: [
      'copyright', 'all rights reserved', 'licensed under', 'under the license', 'under a license',
      'under license', 'creative commons', 'cc by', 'confidential', 'proprietary and confidential',
      'do not distribute', 'for internal use only', 'internal use only',
      'antitrust policy', 'antitrust notice', 'antitrust guidelines', 'antitrust statement', 'legal notice', 'legal disclaimer', 'forward-looking statements', 'forward looking statements', 'safe harbor statement', 'safe harbour statement', 'registered trademarks', 'trademarks of their respective', 'without warranty', 'strictly confidential',
    ],
    footnoteLabel: ['note', 'notes', 'nb', 'n.b.', 'footnote'],
    frameTitle: [
      'agenda', 'contents', 'table of contents', 'outline', 'introduction', 'intro', 'questions',
      'any questions', 'questions and answers', 'q&a', 'q & a', 'thank you', 'thanks',
      'thank you for your attention', 'welcome', 'appendix', 'backup', 'references', 'disclaimer',
      'legal notice', 'about the author', 'about me', 'about us',
    ],
    chart: {
      extremes: '{high} highest at {highValue} and {low} lowest at {lowValue}',
      fromTo: 'from {first} ({firstLabel}) to {last} ({lastLabel})',
      againstPlan: '{category}: {actual} against a plan of {plan}',
    },
    sectionLabel: [
      'project description', 'description', 'methodology', 'methods', 'method', 'design issues', 'design',
      'background', 'overview', 'introduction', 'summary', 'objectives', 'objective', 'scope', 'approach',
      'results', 'discussion', 'conclusion', 'conclusions', 'references', 'context', 'purpose', 'goals',
      'deliverables', 'timeline', 'evaluation', 'assessment', 'rubric', 'requirements', 'literature review',
      'limitations', 'future work', 'findings', 'criteria', 'grading', 'abstract', 'appendix', 'total',
    ],
    labels: {
      notes: 'Notes',
      noText: 'No text on this slide.',
      titleOnly: 'Title only.',
      code: 'Code example.',
      noTextPages: 'No text on these pages.',
      picture: 'Picture',
      pictureOnly: 'A picture or diagram, without text.',
      chartOnly: 'A chart without text labels.',
      diagramOnly: 'A diagram without text.',
      drawing: 'A chart or diagram labelled',
    },
  },
  // prettier-ignore
  abbreviations: [
    'e.g', 'i.e', 'vs', 'etc', 'approx', 'incl', 'excl', 'fig', 'figs', 'dr', 'mr', 'mrs', 'ms', 'prof', 'st',
    'inc', 'ltd', 'co', 'corp', 'dept', 'est', 'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'mar', 'sept',
    'oct', 'nov', 'dec', 'mn', 'bn', 'avg', 'max', 'min', 'p', 'pp', 'vol', 'ed', 'eds', 'cf', 'al', 'ca',
    // Rules' and statutes' references (decision 205).
    's', 'ss', 'para', 'paras', 'viz', 'sch',
  ],
  // The language writes no ordinal as a number with a full stop: none (decision 205).
  ordinalLeads: [],
}

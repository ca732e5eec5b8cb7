import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../../../shared'
import { Select } from '../../../components/ui/select'

// Radix Select takes no empty value: 'auto' stands for "no choice", sent as no field at all.
type Choice = Language | 'auto'

const options: { value: Choice; label: string }[] = [
  { value: 'auto', label: 'Same as the document' },
  ...SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
]

type SummaryLanguageChoiceProps = {
  value: Language | null
  onChange: (value: Language | null) => void
}

/** Beyond the spec (issue 23, item 4; decision 034): the summary's language, the document's own unless chosen. */
export function SummaryLanguageChoice({ value, onChange }: SummaryLanguageChoiceProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="text-sm font-medium text-slate-700">Summary language</span>
      <Select<Choice>
        label="Summary language"
        value={value ?? 'auto'}
        onValueChange={(next) => onChange(next === 'auto' ? null : next)}
        options={options}
        className="min-w-52"
      />
    </div>
  )
}

import { RadioGroup } from 'radix-ui'
import { FileText, Presentation as PresentationIcon } from 'lucide-react'
import { clsx } from 'clsx'
import type { DocumentType } from '../../../../shared'

const options = [
  { value: 'presentation', label: 'Presentation', hint: 'Slides: PDF, PPT or PPTX', Icon: PresentationIcon },
  { value: 'document', label: 'Document', hint: 'Reports and papers as PDF', Icon: FileText },
] as const

type DocumentTypeChoiceProps = {
  value: DocumentType | null
  onChange: (value: DocumentType) => void
}

/** Spec §2 and §5: a required choice, made before anything can be uploaded. */
export function DocumentTypeChoice({ value, onChange }: DocumentTypeChoiceProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        1. Choose the document type <span className="text-red-600">*</span>
      </legend>
      <RadioGroup.Root
        value={value ?? ''}
        onValueChange={(next) => onChange(next as DocumentType)}
        aria-label="Document type"
        aria-required
        className="mt-2 grid gap-2 sm:grid-cols-2"
      >
        {options.map(({ value: optionValue, label, hint, Icon }) => (
          <RadioGroup.Item
            key={optionValue}
            value={optionValue}
            className={clsx(
              'flex items-center gap-3 rounded-xl border p-3 text-left transition-colors',
              'border-slate-200 bg-white hover:border-brand-200 hover:bg-brand-50/40',
              'data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-500',
            )}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 ring-1 ring-slate-200">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{label}</span>
              <span className="block text-xs text-slate-500">{hint}</span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  )
}

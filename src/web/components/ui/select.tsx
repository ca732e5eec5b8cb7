import { Select as SelectPrimitive } from 'radix-ui'
import { Check, ChevronDown } from 'lucide-react'

type SelectProps<T extends string> = {
  value: T
  onValueChange: (value: T) => void
  options: { value: T; label: string }[]
  /** The accessible name of the trigger, e.g. 'Sort by'. */
  label: string
  className?: string
}

/** A Radix select with the app's look, for a short fixed list of options. */
export function Select<T extends string>({
  value,
  onValueChange,
  options,
  label,
  className,
}: SelectProps<T>) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <SelectPrimitive.Trigger
        aria-label={label}
        className={`inline-flex h-10 items-center justify-between gap-2 rounded-lg whitespace-nowrap border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-sm hover:bg-slate-50 ${className ?? ''}`}
      >
        <SelectPrimitive.Value />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden className="size-4 text-slate-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-(--radix-select-trigger-width) rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator>
                  <Check aria-hidden className="size-4 text-brand-600" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}

import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Check, X } from 'lucide-react'
import { z } from 'zod'
import { noteSchema, type Presentation } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { useSetPresentationNote } from '../api/set-presentation-note'

// The field is text; an emptied note is sent as null, which clears it (the server trims too).
const noteFormSchema = z.object({ userNote: noteSchema.shape.userNote.unwrap() })

type EditableNoteProps = {
  item: Presentation
  onDone: () => void
}

/** Spec §2 and §5: inline note editing; Enter saves, Escape cancels. */
export function EditableNote({ item, onDone }: EditableNoteProps) {
  const setNote = useSetPresentationNote()
  const form = useForm({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { userNote: item.userNote ?? '' },
  })

  const onSubmit = form.handleSubmit(({ userNote }) => {
    const next = userNote.trim() || null
    if (next === item.userNote) return onDone()
    setNote.mutate({ id: item.id, userNote: next }, { onSuccess: onDone })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-wrap items-center gap-2">
      <Input
        aria-label={`Note for ${item.originalName}`}
        placeholder="Add a note"
        autoFocus
        className="h-9 min-w-0 flex-1"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onDone()
          }
        }}
        {...form.register('userNote')}
      />
      <Button type="submit" size="sm" aria-label="Save note" disabled={setNote.isPending}>
        <Check aria-hidden className="size-4" />
      </Button>
      <Button type="button" variant="ghost" size="sm" aria-label="Cancel note" onClick={onDone}>
        <X aria-hidden className="size-4" />
      </Button>
    </form>
  )
}

import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Check, X } from 'lucide-react'
import { renameSchema, type Presentation } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { useRenamePresentation } from '../api/rename-presentation'

type EditableNameProps = {
  item: Presentation
  onDone: () => void
}

/** Spec §2 and §5: inline rename; Enter saves, Escape cancels, a blank name is refused. */
export function EditableName({ item, onDone }: EditableNameProps) {
  const rename = useRenamePresentation()
  const form = useForm({
    resolver: zodResolver(renameSchema),
    defaultValues: { originalName: item.originalName },
  })
  const error = form.formState.errors.originalName?.message

  const onSubmit = form.handleSubmit(({ originalName }) => {
    if (originalName === item.originalName) return onDone()
    rename.mutate({ id: item.id, originalName }, { onSuccess: onDone })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1">
        <Input
          aria-label={`New name for ${item.originalName}`}
          autoFocus
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `rename-error-${item.id}` : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault()
              onDone()
            }
          }}
          {...form.register('originalName')}
        />
        {error && (
          <p id={`rename-error-${item.id}`} className="mt-1 text-xs text-red-600">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" aria-label="Save name" disabled={rename.isPending}>
        <Check aria-hidden className="size-4" />
      </Button>
      <Button type="button" variant="ghost" size="sm" aria-label="Cancel rename" onClick={onDone}>
        <X aria-hidden className="size-4" />
      </Button>
    </form>
  )
}

import type { Ref } from 'react'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'
import { useUploadPresentation } from '../api/upload-presentation'
import { ACCEPTED_EXTENSIONS, checkUploadFile, UPLOAD_FILE_PROBLEM_TOASTS } from '../lib/check-upload-file'

type NewVersionInputProps = { item: Presentation; inputRef: Ref<HTMLInputElement> }

/**
 * The file picker behind "Upload new version" (issue 27): the chosen file is uploaded as a new item linked
 * to `item`, with the same document type, checked and announced as the drop zone's uploads are.
 */
export function NewVersionInput({ item, inputRef }: NewVersionInputProps) {
  const upload = useUploadPresentation()
  return (
    <input
      ref={inputRef}
      type="file"
      className="hidden"
      accept={ACCEPTED_EXTENSIONS.join(',')}
      aria-label={`New version of ${item.originalName}`}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0]
        event.currentTarget.value = ''
        if (!file) return
        const problem = checkUploadFile(file)
        if (problem) {
          const { title, description } = UPLOAD_FILE_PROBLEM_TOASTS[problem]
          toast.error(title, { description })
        } else {
          upload.mutate({ file, documentType: item.documentType, previousVersionId: item.id })
        }
      }}
    />
  )
}

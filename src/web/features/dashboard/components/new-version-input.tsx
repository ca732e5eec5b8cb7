import type { Ref } from 'react'
import { toast } from 'sonner'
import type { Presentation } from '../../../../shared'
import { useUploadPresentation } from '../api/upload-presentation'
import { ACCEPTED_EXTENSIONS, checkUploadFile } from '../lib/check-upload-file'

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
        if (problem === 'too-large') {
          toast.error('File too large', {
            description: 'Maximum file size is 50MB. Please compress your file or use a smaller version.',
          })
        } else if (problem === 'invalid-type') {
          toast.error('Invalid file type', { description: 'Only PDF, PPT, and PPTX files are allowed.' })
        } else {
          upload.mutate({ file, documentType: item.documentType, previousVersionId: item.id })
        }
      }}
    />
  )
}

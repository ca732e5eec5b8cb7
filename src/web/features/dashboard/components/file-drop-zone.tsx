import { useDropzone } from 'react-dropzone'
import { toast } from 'sonner'
import { LoaderCircle, UploadCloud } from 'lucide-react'
import { clsx } from 'clsx'
import type { DocumentType, Language } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { useUploadPresentation } from '../api/upload-presentation'
import { ACCEPTED_EXTENSIONS, checkUploadFile, UPLOAD_FILE_PROBLEM_TOASTS } from '../lib/check-upload-file'

type FileDropZoneProps = {
  documentType: DocumentType | null
  summaryLanguage: Language | null
  isAtLimit: boolean
}

/**
 * Spec §5 "Upload": the zone takes drops even while its controls are disabled, so a drop without a
 * document type or at the limit is answered with the spec's toast rather than ignored.
 */
export function FileDropZone({ documentType, summaryLanguage, isAtLimit }: FileDropZoneProps) {
  const upload = useUploadPresentation()
  const isDisabled = !documentType || isAtLimit || upload.isPending

  const onDrop = (files: File[]) => {
    const file = files[0] // spec §5: only the first dropped file is uploaded
    if (!file || upload.isPending) return
    if (isAtLimit) {
      toast.error('Upload limit reached', {
        description: "You've reached your file processing limit. Please upgrade your plan to continue.",
      })
      return
    }
    if (!documentType) {
      toast.error('Document type required', { description: 'Please select a document type before uploading' })
      return
    }
    const problem = checkUploadFile(file)
    if (problem) {
      const { title, description } = UPLOAD_FILE_PROBLEM_TOASTS[problem]
      toast.error(title, { description })
    } else {
      upload.mutate({ file, documentType, summaryLanguage })
    }
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop,
    onError: () =>
      toast.error('Upload error', { description: 'There was a problem with your file. Please try again.' }),
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
  })

  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-label': 'File upload',
        className: clsx(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragActive && !isDisabled ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
        ),
      })}
    >
      <input
        {...getInputProps({ accept: ACCEPTED_EXTENSIONS.join(','), 'aria-label': 'Presentation file' })}
        disabled={isDisabled}
      />
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-slate-200">
        {upload.isPending ? (
          <LoaderCircle aria-hidden className="size-6 animate-spin" />
        ) : (
          <UploadCloud aria-hidden className="size-6" />
        )}
      </span>
      <div>
        <p className="text-sm font-medium text-slate-900">
          {upload.isPending ? 'Uploading...' : 'Drag and drop your file here'}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {isAtLimit
            ? 'Upgrade your plan to upload more files'
            : documentType
              ? 'PDF, PPT or PPTX, up to 50 MB'
              : 'Choose the document type first'}
        </p>
      </div>
      {/* aria-disabled rather than disabled: a disabled button loses the focus, which then falls to the
          page body while the file uploads or once the limit is reached (issue 18). */}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-disabled={isDisabled}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white"
        onClick={() => {
          if (!isDisabled) open()
        }}
      >
        Choose file
      </Button>
    </div>
  )
}

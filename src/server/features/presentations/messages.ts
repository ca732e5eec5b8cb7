// Spec §8 "Upload" texts, as the server's `message` (the toasts show them under their titles).
export const FILE_TOO_LARGE_MESSAGE =
  'Maximum file size is 50MB. Please compress your file or use a smaller version.'
export const INVALID_FILE_TYPE_MESSAGE = 'Only PDF, PPT, and PPTX files are allowed.'
export const DOCUMENT_TYPE_REQUIRED_MESSAGE = 'Please select a document type first.'
export const LIMIT_REACHED_MESSAGE =
  "You've reached your file processing limit. Please upgrade your plan to continue."
export const ONLY_FAILED_RETRY_MESSAGE = 'Only a failed file can be retried.'
export const ORIGINAL_DELETED_MESSAGE =
  'The original file was deleted after processing, as this service is set to do. The summary is still available.'

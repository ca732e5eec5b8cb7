import { useState } from 'react'
import type { DocumentType, Language } from '../../../../shared'
import { Card } from '../../../components/ui/card'
import { useFileProcessingLimits } from '../api/get-file-processing-limits'
import { useWatchPlanActivation } from '../api/watch-plan-activation'
import { DocumentTypeChoice } from './document-type-choice'
import { FileDropZone } from './file-drop-zone'
import { PlanActivationNotice } from './plan-activation-notice'
import { SummaryLanguageChoice } from './summary-language-choice'
import { UrlForm } from './url-form'
import { UsageCard, readUsageState } from './usage-card'

/** Spec §2 "Dashboard": usage, the required document type, the drop zone and the PDF link (and the summary's language). */
export function UploadPanel() {
  const [documentType, setDocumentType] = useState<DocumentType | null>(null)
  const [summaryLanguage, setSummaryLanguage] = useState<Language | null>(null)
  const limits = useFileProcessingLimits()
  const activation = useWatchPlanActivation()
  const isAtLimit = limits.data ? readUsageState(limits.data) === 'at-limit' : false

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Upload a presentation</h2>
      <p className="mt-1 text-sm text-slate-500">
        Get a slide-by-slide summary with takeaways and action items.
      </p>
      <div className="mt-5 space-y-5">
        <PlanActivationNotice activation={activation} />
        <UsageCard isActivating={activation.status === 'waiting' || activation.status === 'late'} />
        <DocumentTypeChoice value={documentType} onChange={setDocumentType} />
        <SummaryLanguageChoice value={summaryLanguage} onChange={setSummaryLanguage} />
        <div className="space-y-4">
          <p className="text-sm font-medium text-slate-700">2. Add your file</p>
          <FileDropZone documentType={documentType} summaryLanguage={summaryLanguage} isAtLimit={isAtLimit} />
          <UrlForm documentType={documentType} summaryLanguage={summaryLanguage} isAtLimit={isAtLimit} />
        </div>
      </div>
    </Card>
  )
}

export { startProcessing, type ProcessingLogger } from './start-processing'
export { enqueueProcessing, PROCESS_QUEUE } from './job-queue'
export { processPresentation, type PipelineDeps } from './process-presentation'

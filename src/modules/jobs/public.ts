// The jobs module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { describeSchedule, jobBoard, runJob } from './board'
export { JOB_RUN_STATUSES } from './schema'
export { failedRuns, jobHealth, lastRuns, runRecorder } from './service'

// The backups module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { type OffsiteHealth, offsiteHealth } from './offsite'

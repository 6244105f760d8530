// sonner, loaded with the first toast (toast.ts, Toaster.tsx). A file of ours, so the client build's shared-chunk
// rule (ADR 140) applies to it: React stays in the one eager chunk instead of a chunk of its own.
export { Toaster, toast } from 'sonner'

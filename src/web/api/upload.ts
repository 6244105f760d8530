// The one upload helper: multipart forms through XMLHttpRequest, the only browser API that reports upload progress.
// Its answers are typed from the server's routes (Eden's inference over `App`, a type-only import), and its error
// answers go through the same `apiErrorOf` as every JSON call.
import { apiErrorOf, jsonOrUndefined } from './client'
import type { Answer, Treaty } from './treaty'

/** The upload routes (streamed multipart bodies) and their answers, as the server's handlers type them. */
export type Uploads = {
  'POST /reports': Answer<Treaty['api']['reports']['post']>
  'PUT /reports/:id': Answer<ReturnType<Treaty['api']['reports']>['put']>
  'POST /verification/documents': Answer<Treaty['api']['verification']['documents']['post']>
  'POST /data-requests': Answer<Treaty['api']['data-requests']['post']>
  'POST /arrivals/sheet/preview': Answer<Treaty['api']['arrivals']['sheet']['preview']['post']>
  'POST /arrivals/sheet/import': Answer<Treaty['api']['arrivals']['sheet']['import']['post']>
}

/** Bytes sent so far and the request's total. */
type UploadProgress = { loaded: number; total: number }

export type UploadOptions = {
  /** The `:id` of the route, if it has one. */
  id?: string
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  headers?: Record<string, string>
}

/**
 * Sends `body` to one of the upload routes and reports progress. Answers the route's typed answer, or throws the
 * ApiError `apiErrorOf` makes of the error answer (a 401 also signs the member out).
 */
export function sendUpload<Route extends keyof Uploads>(
  route: Route,
  body: FormData,
  { id, onProgress, signal, headers = {} }: UploadOptions = {},
): Promise<Uploads[Route]> {
  const [method, path] = route.split(' ') as [string, string]
  const url = `/api${path.replace(':id', encodeURIComponent(id ?? ''))}`
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      const data = jsonOrUndefined(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as Uploads[Route])
      else reject(apiErrorOf(xhr.status, data))
    }
    xhr.onerror = () => reject(new TypeError('Failed to fetch'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

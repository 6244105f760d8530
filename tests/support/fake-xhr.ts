// For DOM tests of uploads: a stand-in for XMLHttpRequest that records each request and lets the test send upload
// progress and the answer. Install with `installFakeXhr()`, restore with the returned `restore()`.
type FakeRequest = {
  method: string
  url: string
  body: FormData
  /** Fires an upload progress event. */
  progress: (loaded: number, total: number) => void
  /** Answers with a status and a JSON body. */
  respond: (status: number, body: unknown) => void
}

export function installFakeXhr() {
  const original = globalThis.XMLHttpRequest
  const requests: FakeRequest[] = []
  class FakeXhr {
    status = 0
    statusText = ''
    responseText = ''
    withCredentials = false
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    private method = ''
    private url = ''
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.()
    }
    send(body: FormData) {
      requests.push({
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        respond: (status, answer) => {
          this.status = status
          this.responseText = JSON.stringify(answer)
          this.onload?.()
        },
      })
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
  return {
    requests,
    restore: () => {
      globalThis.XMLHttpRequest = original
    },
  }
}

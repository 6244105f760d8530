import { describe, expect, test } from 'bun:test'
import { checkRepository, contractViolations, type ServerType, serverTypes } from './api-contract'

const web = (path: string, text: string) => ({ path, text })
const SERVER: ServerType[] = serverTypes([
  {
    path: 'src/modules/search/model.ts',
    text: `export type SearchResult = { reportId: string; matched: MatchedField[]; publishedAt: string | null; checkIn: string }
           export type Small = { a: string; b: string }`,
  },
])

describe('the API contract in the web app', () => {
  // Reading every file of src/web and src/modules takes a few seconds on a busy machine; nothing is timed.
  test('the web app breaks none of the rules', () => {
    expect(checkRepository()).toEqual([])
  }, 60_000)

  test('an untyped JSON call fails: fetch outside the client, an answer typed by hand, a second XMLHttpRequest', () => {
    const problems = contractViolations(
      [
        web('src/web/features/search/SearchPage.tsx', `const r = await fetch('/api/search', { method: 'POST' })`),
        web('src/web/features/billing/api.ts', 'export const plans = (api: Api) => api.get<Plans>(`/billing/plans`)'),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
        web('src/web/features/profile/api.ts', 'api.put<User>(`/user/update/${id}`, body)'),
        web('src/web/features/reports/api.ts', 'const xhr = new XMLHttpRequest()'),
      ],
      SERVER,
    )
    expect(problems).toEqual([
      "src/web/features/billing/api.ts:1 untyped call: an answer typed by hand for '/billing/plans' (use the typed client)",
      "src/web/features/profile/api.ts:1 untyped call: an answer typed by hand for '/user/update/' (use the typed client)",
      'src/web/features/reports/api.ts:1 untyped call: new XMLHttpRequest() outside the typed client and the upload helper',
      'src/web/features/search/SearchPage.tsx:1 untyped call: fetch() outside the typed client and the upload helper',
    ])
  })

  test('the typed client, the upload helper and static files may call the network', () => {
    expect(
      contractViolations(
        [
          web('src/web/api/client.ts', `export const browserFetcher = (p, i) => fetch(p, i)`),
          web('src/web/api/upload.ts', 'const xhr = new XMLHttpRequest()'),
          web('src/web/hydrate.tsx', 'await fetch(config.localeUrls[l])'),
          web('src/web/features/search/SearchPage.tsx', `unwrap(client.api.search.post(params))`),
        ],
        SERVER,
      ),
    ).toEqual([])
  })

  test('`as never` fails, in tests too', () => {
    expect(
      contractViolations(
        [
          web('src/web/features/admin/api.ts', 'client.api.admin.audit.get({ query: filter as never })'),
          web('src/web/features/admin/admin.dom.test.tsx', 'render(x as never)'),
        ],
        SERVER,
      ),
    ).toEqual(['src/web/features/admin/admin.dom.test.tsx:1 `as never`', 'src/web/features/admin/api.ts:1 `as never`'])
  })

  test("a hand-written copy of a server type fails; the server's type named, or a type of the web's own, does not", () => {
    const problems = contractViolations(
      [
        web(
          'src/web/features/search/searchModel.ts',
          `export type SearchResult = {
             reportId: string
             matched: string[]
             checkIn: string
           }
           export type Shown = Pick<SearchResult, 'reportId'> & { open: boolean }
           export type Small = { a: string; b: string }
           type Own = { reportId: string; label: string; open: boolean }`,
        ),
      ],
      SERVER,
    )
    expect(problems).toEqual([
      "src/web/features/search/searchModel.ts:1 hand-written copy of the server's SearchResult (src/modules/search/model.ts): import it instead",
    ])
  })
})

import { afterAll, describe, expect, test } from 'bun:test'
import { createLazyRoute, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { waitFor } from '@testing-library/react'
import { APP_ENTRY_ATTR } from './app-loader'
import { routeChunksUrl, withChunkPreloads } from './route-chunks'

const realFetch = globalThis.fetch
afterAll(() => {
  globalThis.fetch = realFetch
  for (const el of document.querySelectorAll(`link[rel="modulepreload"], script[${APP_ENTRY_ATTR}]`)) el.remove()
})

describe('route chunks on client navigations (ADR 148)', () => {
  test('the map is named after the entry', () => {
    expect(routeChunksUrl('/assets/entry-client-abc123.js')).toBe('/assets/entry-client-abc123.routes.json')
  })

  test('loading a lazy route requests all its chunks at once, each once, from the map beside the entry', async () => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.setAttribute(APP_ENTRY_ATTR, '/assets/entry-client-abc123.js')
    document.body.appendChild(block)
    const fetched: string[] = []
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      fetched.push(String(input))
      return Response.json({ '/edit': ['/assets/chunk-a.js', '/assets/chunk-b.js'], '/list': ['/assets/chunk-a.js'] })
    }) as typeof fetch
    const root = createRootRoute()
    let loads = 0
    const lazy = async () => {
      loads++
      return createLazyRoute('/')({})
    }
    const edit = createRoute({ getParentRoute: () => root, path: '/edit' }).lazy(lazy)
    const list = createRoute({ getParentRoute: () => root, path: '/list' }).lazy(lazy)
    // The router gives each route its id ('/edit', '/list').
    createRouter({ routeTree: withChunkPreloads(root.addChildren([edit, list])) })

    await edit.lazyFn?.()
    await list.lazyFn?.()
    const links = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
    await waitFor(() => expect(links()).toEqual(['/assets/chunk-a.js', '/assets/chunk-b.js']))
    expect(fetched).toEqual(['/assets/entry-client-abc123.routes.json'])
    expect(loads).toBe(2)
  })
})

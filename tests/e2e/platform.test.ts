import { describe, expect, test } from 'bun:test'
import { openPage, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { startTestServer } from '../support/server'

const file = browserFile()

describe('platform in a real browser', () => {
  test('the landing page is readable with JavaScript off', async () => {
    const probe = await openPage(file.browser, file.server.url, { javaScriptEnabled: false })
    await probe.page.goto('/')
    expect(await probe.page.locator('h1').textContent()).toBe('Know your guest, avoid the risk.')
    expect(await probe.page.getAttribute('html', 'lang')).toBe('en')
    await probe.close()
  })

  test('the app hydrates under the strict CSP with no violation and no hydration warning', async () => {
    const probe = await openPage(file.browser, file.server.url)
    await probe.page.goto('/login')
    await waitForHydration(probe.page)
    await probe.page.waitForLoadState('networkidle')
    expect(probe.problems).toEqual([])
    expect(probe.foreignRequests).toEqual([])
    await probe.close()
  })

  test('the landing page and the FAQ load only their small script, not the app, and run it under the strict CSP', async () => {
    const probe = await openPage(file.browser, file.server.url)
    const scripts: string[] = []
    probe.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    for (const path of ['/', '/faq']) {
      scripts.length = 0
      await probe.page.goto(path)
      await waitForHydration(probe.page)
      await probe.page.waitForLoadState('networkidle')
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toMatch(/^\/assets\/static-page-[a-z0-9]+\.js$/)
    }
    expect(probe.problems).toEqual([])
    expect(probe.foreignRequests).toEqual([])
    await probe.close()
  })

  test('the language switcher changes the language without a reload, and the choice survives a reload', async () => {
    const probe = await openPage(file.browser, file.server.url)
    const { page } = probe
    await page.goto('/login')
    await waitForHydration(page)
    await page.evaluate(() => {
      ;(window as unknown as { __noReload: boolean }).__noReload = true
    })
    await page.getByRole('button', { name: 'Deutsch' }).click()
    await page.locator('h1', { hasText: 'Willkommen zurück' }).waitFor({ timeout: 15_000 })
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    expect(await page.title()).toContain('Anmelden')
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Willkommen zurück')
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    expect(probe.problems).toEqual([])
    await probe.close()
  })

  test('on the landing page the language buttons and the compact menu load the page again in the chosen language', async () => {
    const probe = await openPage(file.browser, file.server.url)
    const { page } = probe
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Deutsch' }).click()
    await page
      .locator('h1', { hasText: 'Kennen Sie Ihren Gast, vermeiden Sie das Risiko.' })
      .waitFor({ timeout: 15_000 })
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    expect(await page.title()).toContain('Kennen Sie Ihren Gast')
    await waitForHydration(page)
    // At phone width the languages are one menu button: it opens, Escape closes it, an item switches.
    await page.setViewportSize({ width: 390, height: 844 })
    const toggle = page.locator('.lang-menu .dropdown-toggle')
    await toggle.click()
    await page.locator('.lang-menu .dropdown-list:not([hidden])').waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await page.locator('.lang-menu .dropdown-list[hidden]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown-toggle'))).toBe(true)
    await toggle.click()
    await page.locator('.lang-menu .dropdown-list button[lang="it"]').click()
    await page.locator('h1', { hasText: 'Conoscere i propri ospiti' }).waitFor({ timeout: 15_000 })
    expect(await page.getAttribute('html', 'lang')).toBe('it')
    expect(probe.problems).toEqual([])
    await probe.close()
  })

  test('an unknown address shows the translated not-found page with status 404', async () => {
    const probe = await openPage(file.browser, file.server.url, {
      locale: 'it-CH',
      extraHTTPHeaders: { 'accept-language': 'it-CH' },
    })
    const response = await probe.page.goto('/nowhere')
    expect(response?.status()).toBe(404)
    expect(await probe.page.locator('h1').textContent()).toBe('Pagina non trovata')
    await probe.close()
  })
})

describe('operations', () => {
  test('a bad configuration value stops the start with a message naming the variable', async () => {
    const proc = Bun.spawn(['bun', 'src/server/main.ts'], { env: { ...process.env, PORT: 'abc' }, stderr: 'pipe' })
    const code = await proc.exited
    expect(code).not.toBe(0)
    expect(await new Response(proc.stderr).text()).toContain('PORT')
  })

  test('the server finishes in-flight work and exits cleanly on SIGTERM', async () => {
    const other = await startTestServer()
    // A request the server has begun to answer: its first bytes have arrived (a server that is stopping rightly
    // refuses new connections, so the test waits for that event rather than for a time).
    const started = Promise.withResolvers<void>()
    const answered = Promise.withResolvers<string>()
    let text = ''
    await Bun.connect({
      hostname: '127.0.0.1',
      port: other.port,
      socket: {
        open(socket) {
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
        },
        data(_socket, chunk) {
          text += chunk.toString()
          started.resolve()
        },
        close() {
          answered.resolve(text)
        },
        error(_socket, error) {
          answered.reject(error)
        },
      },
    })
    await started.promise
    const code = await other.stop()
    const answer = await answered.promise
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true)
    // The whole page arrived, not a cut one.
    expect(answer.trimEnd().endsWith('</html>') || /\r\n0\r\n\r\n$/.test(answer)).toBe(true)
    expect(code).toBe(0)
  })
})

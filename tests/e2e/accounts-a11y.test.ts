// axe-core on every account screen (signed out, member, admin) in EN and DE at phone and desktop width, and no
// sideways scrolling.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { type Credentials, createAdminWithCli, createMembers } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'

let admin: Credentials
const MEMBER = { email: 'anna@bellevue.ch', password: 'secret-pass-1' }
const file = browserFile({
  setup: async (server) => {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
    await createMembers(server, [MEMBER])
  },
})

async function check(page: Page, label: string) {
  const violations = await axeViolations(page)
  expect(`${label}\n${describeViolations(violations)}`).toBe(`${label}\n`)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(`${label} overflow ${overflow}`).toBe(`${label} overflow 0`)
}
async function visit(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

describe('account screens are accessible', () => {
  for (const locale of ['en', 'de']) {
    for (const viewport of [PHONE, DESKTOP]) {
      const where = `${locale} ${viewport.width}px`
      test(`axe finds no violation on the account screens in ${where}`, async () => {
        const visitor = await file.open('/login', { locale, viewport })
        await check(visitor.page, `/login ${where}`)
        for (const path of ['/forget-password', '/reset-password?token=abc', '/reset-password', '/confirm-email']) {
          await visit(visitor.page, path)
          await check(visitor.page, `${path} ${where}`)
        }
        // The member's screens: signed in once for the file (the sign-in form is checked above).
        const member = await file.as(MEMBER, '/dashboard/search', { locale, viewport })
        const { page } = member
        await check(page, `/dashboard/search ${where}`)
        await visit(page, '/dashboard/profile')
        await check(page, `/dashboard/profile ${where}`)
        await page.locator('.profile-header button').click()
        await page.getByRole('combobox').click()
        await check(page, `/dashboard/profile (editing, country menu open) ${where}`)
        for (const probe of [visitor, member]) {
          expect(probe.problems).toEqual([])
          expect(probe.foreignRequests).toEqual([])
          await probe.close()
        }
      })
    }
  }

  // The flake of 44e8a0e (ADR 231): the sign-in's toasts mount a second or more after the next page's URL, so one
  // mounted while axe ran and its button was measured half faded in, short of contrast. A toast of sonner's shape that
  // fades in once axe has started stands in for it here, at any machine speed.
  test('a toast that fades in while axe runs is measured again once fully shown; a toast short of contrast is reported', async () => {
    const probe = await file.open('/login', { viewport: PHONE })
    const { page } = probe
    expect(await axeViolations(page)).toEqual([])
    const showToast = (colors: { color: string; background: string }, fadeInOnRun: boolean) =>
      page.evaluate(
        ({ colors, fadeInOnRun }) => {
          type Run = (...a: unknown[]) => Promise<unknown>
          const w = window as unknown as { axe: { run: Run }; axeRun?: Run; axeRuns: number }
          const add = () => {
            const toaster = document.createElement('ol')
            toaster.setAttribute('data-sonner-toaster', '')
            const toast = document.createElement('li')
            toast.setAttribute('data-sonner-toast', '')
            Object.assign(toast.style, { background: '#ffffff', padding: '16px', opacity: fadeInOnRun ? '0' : '1' })
            const button = document.createElement('button')
            button.textContent = 'Set up'
            Object.assign(button.style, colors)
            toast.append(button)
            toaster.append(toast)
            document.body.append(toaster)
            if (!fadeInOnRun) return Promise.resolve()
            toast.style.transition = 'opacity 3s linear'
            requestAnimationFrame(() => requestAnimationFrame(() => Object.assign(toast.style, { opacity: '1' })))
            // axe starts on the toast once its fade has begun (its first frame after the transition started).
            return new Promise((resolve) =>
              toast.addEventListener('transitionstart', () => requestAnimationFrame(() => resolve(undefined)), {
                once: true,
              }),
            )
          }
          document.querySelector('[data-sonner-toaster]')?.remove()
          // axe's own run, counted once per call.
          w.axeRun ??= w.axe.run.bind(w.axe)
          const run = w.axeRun
          w.axeRuns = 0
          w.axe.run = async (...args: unknown[]) => {
            if (++w.axeRuns === 1 && fadeInOnRun) await add()
            return run(...args)
          }
          return fadeInOnRun ? undefined : add()
        },
        { colors, fadeInOnRun },
      )
    const runs = () => page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns)

    await showToast({ color: '#ffffff', background: '#171717' }, true)
    expect(await axeViolations(page)).toEqual([])
    expect(await runs()).toBe(2)

    await showToast({ color: '#999999', background: '#ffffff' }, false)
    const violations = await axeViolations(page)
    expect(violations.map((v) => `${v.id} ${v.targets.join(', ')}`)).toEqual([
      'color-contrast li[data-sonner-toast=""] > button',
    ])
    expect(await runs()).toBe(1)
    await probe.close()
  })

  test('axe finds no violation on the admin home', async () => {
    const probe = await file.as(admin, '/admin')
    await check(probe.page, '/admin en 1280px')
    await probe.close()
  })
})

// Renewal on the profile in Chromium: the 'Extend subscription' link within 30 days of expiry, the popup, a declined
// and then a successful TEST MODE card, and the badge moving exactly 12 months on.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { formatDate } from '~/lib/dates'
import { createMember } from '~/modules/auth/testing'
import { subscriptions } from '~/modules/billing/schema'
import { browserFile } from '../support/fixtures'
import { inDatabase } from '../support/server'

const file = browserFile()

const DAY = 86_400_000
const badgeDate = (iso: string) => formatDate(iso, 'en')

/** An approved member whose subscription ends `days` from now. */
async function memberExpiringIn(days: number) {
  return inDatabase(file.server, async (deps, handle) => {
    const { user, password } = await createMember(deps)
    const expiresAt = new Date(Date.now() + days * DAY).toISOString()
    handle.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan: '5-star-association',
        priceRappen: 69000,
        startsAt: new Date(Date.now() - 300 * DAY).toISOString(),
        expiresAt,
        autoRenew: true,
        updatedAt: new Date().toISOString(),
      })
      .run()
    return { email: user.email, password, expiresAt }
  })
}

/** The member's profile (signed in once through the fixture), with its subscription badge shown. */
async function profileOf(member: { email: string; password: string }) {
  const probe = await file.as(member, '/dashboard/profile')
  await probe.page.getByText(/^Active until/).waitFor()
  return probe
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay CHF 690.00' }).click()
}

describe('renewal on the profile', () => {
  test('with 40 days left there is no Extend link', async () => {
    const member = await memberExpiringIn(40)
    const { page, close } = await profileOf(member)
    expect(await page.getByRole('button', { name: 'Extend subscription' }).count()).toBe(0)
    await close()
  })

  test('with 20 days left: Extend, a declined card fails with the spec message, a paid one adds exactly 12 months', async () => {
    const member = await memberExpiringIn(20)
    const { page, problems, close } = await profileOf(member)
    await page.getByText(`Active until ${badgeDate(member.expiresAt)}`).waitFor()
    await page.getByRole('button', { name: 'Extend subscription' }).click()
    const dialog = page.getByRole('dialog', { name: 'Renew Your Subscription' })
    await dialog.getByText('Your current subscription is about to expire').waitFor()
    await dialog.getByText('CHF 690.00/year').waitFor()
    expect(await dialog.getByLabel('Credit/Debit Card').isChecked()).toBe(true)
    // With the card method and no client secret, the intent is asked for at once: the TEST MODE form appears.
    await dialog.getByText('TEST MODE').first().waitFor()

    await payWith(page, '4000 0000 0000 0002')
    await dialog.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' }).first().waitFor()

    await payWith(page, '4242 4242 4242 4242')
    await page.waitForURL(/\/dashboard\/profile\?payment_intent=pi_sim_/)
    await page.getByText('Subscription renewed successfully!').first().waitFor()
    const expected = new Date(member.expiresAt)
    expected.setUTCFullYear(expected.getUTCFullYear() + 1)
    await page.getByText(`Active until ${badgeDate(expected.toISOString())}`).waitFor()
    await page.waitForFunction(() => window.location.search === '')
    expect(problems.filter((p) => !p.includes('status of 402'))).toEqual([])
    await close()
  }, 40_000)
})

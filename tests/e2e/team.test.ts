// Issue 21 in Chromium: the owner invites a receptionist, who opens the e-mail's link in German, chooses her password,
// is signed in, searches and writes a report; the owner removes her and her open page gets 401 at its next request.
// Then axe on the new screens (the owner's team, the invitation page) at 390 and 1280 px in EN and DE, with
// screenshots in docs/screens.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { createActiveMember, smallPng } from '~/modules/reports/testing'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { dropFile, fillReportForm } from '../support/evidence-drop'
import { browserFile } from '../support/fixtures'
import { linkIn } from '../support/mail'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

const OWNER = { email: 'anna@bellevue.ch', password: 'secret-pass-1' }
const file = browserFile({
  setup: (server) => inDatabase(server, (deps) => createActiveMember(deps, OWNER)),
})

/** The invitation link sent to `to`, once the outbox has written the e-mail. */
async function invitationLink(to: string): Promise<URL> {
  const invitation = /(http:\/\/127\.0\.0\.1:\d+\/join\?lang=\w\w&token=[\w-]+)/
  const mail = await file.mailTo(to, (m) => m.name.includes('team-invitation') && invitation.test(m.text))
  return linkIn(mail, invitation)
}

async function inviteFromProfile(page: Page, person: { first: string; last: string; email: string; language: string }) {
  const team = page.getByRole('region', { name: /^(Your team|Ihr Team)$/ })
  await team.getByLabel(/^(First name|Vorname)/).fill(person.first)
  await team.getByLabel(/^(Last name|Nachname)/).fill(person.last)
  await team.getByLabel(/^(Email|E-Mail)/).fill(person.email)
  await team.getByLabel(/^(Language of the invitation|Sprache der Einladung)/).selectOption(person.language)
  await team.getByRole('button', { name: /^(Send invitation|Einladung senden)$/ }).click()
  await team.getByText(person.email).waitFor()
}

const check = (page: Page, label: string) => expectCleanScreen(page, label, expect)

describe('a hotel’s team in the browser', () => {
  test('the owner invites a receptionist, who accepts in German, signs in, searches and writes a report; removed, her open page gets 401 at its next request', async () => {
    const owner = await file.as(OWNER, '/dashboard/profile')
    await inviteFromProfile(owner.page, {
      first: 'Sabine',
      last: 'Roth',
      email: 'sabine@bellevue.ch',
      language: 'de',
    })

    // The link opens in German, whatever the browser says.
    const link = await invitationLink('sabine@bellevue.ch')
    expect(link.searchParams.get('lang')).toBe('de')
    const receptionist = await file.open(link.pathname + link.search, { locale: 'en' })
    const { page } = receptionist
    await page.getByRole('heading', { name: 'Hotel Bellevue lädt Sie ein' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    expect(await page.getByLabel(/^Ihre Anmelde-E-Mail/).inputValue()).toBe('sabine@bellevue.ch')
    await page.getByLabel(/^Passwort \*/).fill('Rezeption-Seeblick-24')
    await page.getByLabel(/^Passwort bestätigen \*/).fill('Rezeption-Seeblick-24')
    // Accepting signs her in (issue 32 item 12).
    await page.getByRole('button', { name: 'Mein Konto erstellen' }).click()
    await page.waitForURL('**/dashboard/search')

    // She searches, in German.
    await page.getByRole('heading', { name: 'Gästesuche', level: 1 }).waitFor()
    await page.getByLabel('Vorname').fill('Max')
    await page.getByLabel('Nachname').fill('Mustermann')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.getByText(/^Keine Meldung passt zu diesem Gast/).waitFor({ timeout: 20_000 })

    // She writes a report (the form in English, as the report tests fill it).
    await page.context().addCookies([{ name: 'lang', value: 'en', url: file.server.url }])
    await page.goto('/dashboard/new-report')
    await waitForHydration(page)
    await fillReportForm(page, [dropFile('invoice.png', 'image/png', await smallPng())])
    await page.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL('**/dashboard/reports', { timeout: 20_000 })
    await page.getByRole('listitem').filter({ hasText: 'Max Mustermann' }).waitFor()
    await page.goto('/dashboard/search')
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Guest search', level: 1 }).waitFor()

    // The owner sees her, and the report she wrote is the hotel's.
    await owner.page.goto('/dashboard/reports')
    await waitForHydration(owner.page)
    await owner.page.getByRole('listitem').filter({ hasText: 'Max Mustermann' }).waitFor()
    await owner.page.goto('/dashboard/profile')
    await waitForHydration(owner.page)
    const team = owner.page.getByRole('region', { name: 'Your team' })
    await team.getByRole('list').getByText('Sabine Roth').waitFor()
    await team.getByRole('button', { name: 'Remove: Sabine Roth' }).click()
    const dialog = owner.page.getByRole('dialog', { name: 'Remove Sabine Roth?' })
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await owner.page.getByText('The person has been removed and signed out.').waitFor()
    await team.getByRole('list').getByText('Sabine Roth').waitFor({ state: 'detached' })

    // Her open page: its next request is refused with 401 and she is sent to sign in.
    const refused = page.waitForResponse((r) => r.url().includes('/api/search'))
    await page.getByLabel('First name').fill('Max')
    await page.getByLabel('Last name').fill('Mustermann')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    expect((await refused).status()).toBe(401)
    await page.waitForURL('**/login**')
    // And her reports stay the hotel's.
    await owner.page.goto('/dashboard/reports')
    await waitForHydration(owner.page)
    await owner.page.getByRole('listitem').filter({ hasText: 'Max Mustermann' }).waitFor()
    await receptionist.close()
    await owner.close()
  }, 120_000)

  test('the team and the invitation page pass axe at 390 and 1280 px in EN and DE, with screenshots', async () => {
    const owner = await file.as(OWNER, '/dashboard/profile')
    await inviteFromProfile(owner.page, { first: 'Marco', last: 'Bianchi', email: 'marco@bellevue.ch', language: 'it' })
    await owner.close()
    const link = await invitationLink('marco@bellevue.ch')
    for (const locale of ['en', 'de']) {
      for (const viewport of [PHONE, DESKTOP]) {
        const where = `${locale} ${viewport.width}`
        const profile = await file.as(OWNER, '/dashboard/profile', { locale, viewport })
        const region = profile.page.getByRole('region', { name: locale === 'de' ? 'Ihr Team' : 'Your team' })
        await region.getByText('Marco Bianchi').waitFor()
        await check(profile.page, `team ${where}`)
        await profile.page.screenshot({ path: screenPath(`team-${locale}-${viewport.width}.png`), fullPage: true })
        await profile.close()
        const token = link.searchParams.get('token')
        const invitation = await file.open(`/join?lang=${locale}&token=${token}`, { locale, viewport })
        await invitation.page.getByLabel(/^(Password|Passwort) \*/).waitFor()
        await check(invitation.page, `join ${where}`)
        const shot = screenPath(`team-join-${locale}-${viewport.width}.png`)
        await invitation.page.screenshot({ path: shot, fullPage: true })
        await invitation.close()
      }
    }
  }, 180_000)
})

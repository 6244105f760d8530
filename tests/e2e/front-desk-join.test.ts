// Issue 32 item 12 in Chromium: accepting an invitation signs the person in, to the hotel's home, or through the
// second factor's set-up first when the hotel requires one. axe clean at 390 and 1280 px.
import { describe, expect, test } from 'bun:test'
import { totpCodeAt } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { bearerOf, enrolInServer } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { inDatabase } from '../support/server'
import { inviteByApi } from '../support/team'

let owner: Record<string, string>
const OWNER = { email: 'owner@seeblick.ch', password: 'seeblick-pass-1' }

const file = browserFile({
  async setup(server) {
    await inDatabase(server, (deps) => createActiveMember(deps, OWNER))
    enrolInServer(server, OWNER.email)
    owner = await bearerOf(server, OWNER)
  },
})

async function accept(link: URL, viewport: { width: number; height: number }, password: string) {
  const probe = await file.open(link.pathname + link.search, { viewport })
  await probe.page.getByLabel(/^Password \*/).fill(password)
  await probe.page.getByLabel(/^Confirm password \*/).fill(password)
  await probe.page.getByRole('button', { name: 'Create my account' }).click()
  return probe
}

describe('issue 32: an invitation accepted', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`front desk 12: accepting an invitation signs the person in, through the second factor when the hotel requires one (${viewport.width} px)`, async () => {
      const policy = (required: boolean) =>
        fetch(`${file.server.url}/api/user/mfa/hotel-policy`, {
          method: 'PUT',
          headers: { ...owner, 'content-type': 'application/json' },
          body: JSON.stringify({ required }),
        })
      expect((await policy(false)).status).toBe(200)
      const first = `marta${viewport.width}@seeblick.ch`
      const plain = await accept(
        await inviteByApi(file.server, owner, { f_name: 'Marta', l_name: 'Frei', email: first, locale: 'en' }),
        viewport,
        'Reception-Lakeview-24',
      )
      // In at once, on the hotel's home, the header naming her.
      await plain.page.waitForURL('**/dashboard/search')
      await plain.page.locator('header .account-name', { hasText: 'Marta Frei' }).waitFor()
      await plain.page.getByRole('heading', { name: 'Guest search', level: 1 }).waitFor()
      await expectCleanScreen(plain.page, `joined ${viewport.width}`, expect)
      expect(plain.problems).toEqual([])
      await plain.close()

      // The hotel requires a second factor: the set-up comes first, then the home.
      expect((await policy(true)).status).toBe(200)
      const second = `nico${viewport.width}@seeblick.ch`
      const strict = await accept(
        await inviteByApi(file.server, owner, { f_name: 'Nico', l_name: 'Graf', email: second, locale: 'en' }),
        viewport,
        'Reception-Lakeview-25',
      )
      const { page } = strict
      await page.waitForURL(/\/security\?required=1/)
      await page.getByText('Your account needs a second factor').first().waitFor()
      await expectCleanScreen(page, `joined, second factor ${viewport.width}`, expect)
      const enrolment = page.waitForResponse((r) => r.url().endsWith('/api/user/mfa/totp'))
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
      const { secret } = (await (await enrolment).json()) as { secret: string }
      await page.getByRole('textbox', { name: /^Code/ }).fill(totpCodeAt(secret, new Date()))
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByRole('button', { name: 'I have saved the codes' }).click()
      await page.waitForURL('**/dashboard/**')
      await page.locator('header .account-name', { hasText: 'Nico Graf' }).waitFor()
      expect(strict.problems).toEqual([])
      await strict.close()
    }, 120_000)
  }
})

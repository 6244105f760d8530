// Browser tests drop evidence files on the report form's drop area as a drag from the desktop would.
import type { Page } from 'playwright-core'

export type DropFile = { name: string; type: string; base64: string }

export const dropFile = (name: string, type: string, bytes: Uint8Array): DropFile => ({
  name,
  type,
  base64: Buffer.from(bytes).toString('base64'),
})

/** Drops files on the evidence area. */
export async function dropFiles(page: Page, files: DropFile[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([bytes], f.name, { type: f.type }))
    }
    return transfer
  }, files)
  await page.dispatchEvent('[data-testid=evidence-drop]', 'drop', { dataTransfer })
}

/** Fills the New report form (EN labels) with a valid report of Max Mustermann, then drops `files` and ticks the box. */
export async function fillReportForm(
  page: Page,
  files: DropFile[],
  { amount = '480', message = 'Left without paying for two nights.' } = {},
) {
  await page.getByLabel(/^First name/).fill('Max')
  await page.getByLabel(/^Last name/).fill('Mustermann')
  await page.getByLabel(/^Date of birth/).fill('1980-04-12')
  const nationality = page.getByRole('combobox', { name: /^Nationality/ })
  await nationality.click()
  await nationality.fill('Germany')
  await nationality.press('Enter')
  await page.getByLabel(/^Check-in date/).fill('2025-03-01')
  await page.getByLabel(/^Check-out date/).fill('2025-03-04')
  await page.getByLabel(/^Category/).selectOption('unpaid_bill')
  await page.getByLabel(/^Amount owed/).fill(amount)
  await page.getByLabel(/^Message/).fill(message)
  await dropFiles(page, files)
  await page
    .getByRole('list', { name: 'Files of this report' })
    .getByRole('listitem')
    .nth(files.length - 1)
    .waitFor()
  await page.getByRole('checkbox').check()
}

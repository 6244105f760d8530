import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { dateExamples, zurichDay } from '~/lib/dates'
import { advance, onFakeClock } from '../../../../tests/support/fake-clock'
import { installFakeXhr } from '../../../../tests/support/fake-xhr'
import { mockApi } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { reportFixture } from '../../../../tests/support/report-fixtures'
import { Toaster } from '../../components/Toaster'
import type { Report } from './api'
import { EditReportPage } from './EditReportPage'
import { NewReportPage } from './NewReportPage'

let api: ReturnType<typeof mockApi> | undefined
let xhr: ReturnType<typeof installFakeXhr> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  xhr?.restore()
  api = undefined
  xhr = undefined
})

const MB = 1024 * 1024
function file(name: string, type: string, size = 1000) {
  const f = new File([new Uint8Array(Math.min(size, 2000))], name, { type })
  if (size > 2000) Object.defineProperty(f, 'size', { value: size })
  return f
}
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const fill = async (label: string | RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } })
  })
}
const drop = async (...files: File[]) => {
  await act(async () => {
    fireEvent.drop(screen.getByTestId('evidence-drop'), { dataTransfer: { files, types: ['Files'] } })
  })
}
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}
async function chooseNationality(name: string) {
  const combo = screen.getAllByRole('combobox')[0]!
  await act(async () => {
    fireEvent.change(combo, { target: { value: name } })
  })
  await act(async () => {
    fireEvent.keyDown(combo, { key: 'Enter' })
  })
}
async function fillRequired() {
  await fill(/^First name/, 'Hans')
  await fill(/^Last name/, 'Gruber')
  await fill(/^Date of birth/, '1980-04-02')
  await chooseNationality('Germany')
  await fill(/^Check-in date/, '2026-10-01')
  await fill(/^Check-out date/, '2026-10-04')
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'unpaid_bill' } })
  })
  await fill(/^Amount owed/, "1'250.50")
  await fill(/^Message/, 'Left without paying the last three nights.')
  await act(async () => {
    fireEvent.click(screen.getByRole('checkbox'))
  })
}

async function renderNew() {
  api = mockApi({
    'GET /api/reports/guests': { body: { guests: [] } },
    'POST /api/search/count': { body: { count: 0 } },
  })
  xhr = installFakeXhr()
  return renderInApp(
    <>
      <NewReportPage />
      <Toaster />
    </>,
    { path: '/dashboard/new-report' },
  )
}

describe('new report', () => {
  test('two dropped files are sent with the fields in one multipart request, with a progress bar per file', async () => {
    await renderNew()
    await fillRequired()
    await drop(file('front-desk.jpg', 'image/jpeg', 3000), file('invoice.pdf', 'application/pdf', 5000))
    // The checks of chosen files load at the field's first use (ADR 147).
    const list = await screen.findByRole('list', { name: 'Files of this report' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await click('Send')
    await waitFor(() => expect(xhr!.requests).toHaveLength(1))
    const request = xhr!.requests[0]!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/reports')
    expect(request.body.get('first_name')).toBe('Hans')
    expect(request.body.get('nationality')).toBe('Germany')
    expect(request.body.get('amount_owed')).toBe("1'250.50")
    expect(request.body.get('category')).toBe('unpaid_bill')
    expect(request.body.get('declaration')).toBe('true')
    expect((request.body.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['front-desk.jpg', 'invoice.pdf'])
    // Busy while sending.
    expect(screen.getByRole('button', { name: /Sending/ })).toHaveProperty('disabled', true)
    // Fields first (say 1000 bytes), then 3000 + 5000 bytes of files: at 4000 the first file is done, the second not.
    await act(async () => request.progress(4000, 9000))
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((b) => b.getAttribute('value'))).toEqual(['100', '0'])
    expect(bars[1]!.getAttribute('aria-label')).toBe('Upload of invoice.pdf')
    await act(async () => request.progress(6500, 9000))
    expect(screen.getAllByRole('progressbar')[1]!.getAttribute('value')).toBe('50')
    await act(async () => request.respond(201, { report: { id: 'r1', status: 'pending' } }))
    expect(await screen.findByText(/Your report was sent/)).toBeTruthy()
  })

  test('a wrong type, an empty file, an oversize file and an 11th file are refused before any upload', async () => {
    await renderNew()
    await drop(
      file('setup.exe', 'application/x-msdownload'),
      file('empty.png', 'image/png', 0),
      file('scan.pdf', 'application/pdf', 21 * MB),
      file('clip.mov', 'video/quicktime', 150 * MB),
    )
    expect(await screen.findByText(/setup\.exe: this file type is not accepted/)).toBeTruthy()
    expect(screen.getByText('empty.png is empty.')).toBeTruthy()
    expect(screen.getByText('scan.pdf is larger than 20.0 MB.')).toBeTruthy()
    // A 150 MB video is within its 200 MB limit.
    const files = () => within(screen.getByRole('list', { name: 'Files of this report' })).getAllByRole('listitem')
    expect(files().map((li) => li.textContent)).toEqual([expect.stringContaining('clip.mov')])
    await drop(...Array.from({ length: 10 }, (_, i) => file(`photo-${i}.png`, 'image/png', 100 + i)))
    expect(screen.getByText(/A report can have at most 10 files; photo-9\.png was not added/)).toBeTruthy()
    expect(files()).toHaveLength(10)
    expect(xhr!.requests).toHaveLength(0)
  })

  test('required fields, the declaration and at least one file are asked for, and nothing is sent', async () => {
    await renderNew()
    await click('Send')
    expect(await screen.findByText('Add at least one file as evidence.')).toBeTruthy()
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(5)
    expect(screen.getByText('Please confirm that the information is accurate.')).toBeTruthy()
    expect(screen.getByText('Please choose a category from the list.')).toBeTruthy()
    expect(xhr!.requests).toHaveLength(0)
  })

  test('a check-out before the check-in is refused in the browser', async () => {
    await renderNew()
    await fillRequired()
    await fill(/^Check-out date/, '2026-09-30')
    await drop(file('a.png', 'image/png'))
    await click('Send')
    expect(await screen.findByText('The check-out date cannot be before the check-in date.')).toBeTruthy()
    expect(xhr!.requests).toHaveLength(0)
  })

  test('front desk 14: the stay and birth dates are typed as 01.10.2026, sent as YYYY-MM-DD, and a text that is no day is refused in the date input’s words', async () => {
    await renderNew()
    await fillRequired()
    await fill(/^Date of birth/, '2.4.1980')
    await fill(/^Check-in date/, '01.10.2026')
    await fill(/^Check-out date/, '31.09.2026')
    await drop(file('a.png', 'image/png'))
    await click('Send')
    const example = dateExamples(zurichDay(new Date()))
    expect(await screen.findByText(`Enter a date as day.month.year, for example ${example.day}.`)).toBeTruthy()
    expect(screen.getByText(`For example ${example.birth}`)).toBeTruthy()
    expect(xhr!.requests).toHaveLength(0)
    await fill(/^Check-out date/, '04.10.2026')
    await click('Send')
    await waitFor(() => expect(xhr!.requests).toHaveLength(1))
    const sent = xhr!.requests[0]!.body as FormData
    expect([sent.get('birth_date'), sent.get('check_in'), sent.get('check_out')]).toEqual([
      '1980-04-02',
      '2026-10-01',
      '2026-10-04',
    ])
  })

  test("the server's refusal of a field is shown on that field", async () => {
    await renderNew()
    await fillRequired()
    await drop(file('a.png', 'image/png'))
    await click('Send')
    await waitFor(() => expect(xhr!.requests).toHaveLength(1))
    await act(async () =>
      xhr!.requests[0]!.respond(400, {
        message: 'reportsApi.errors.checkOutFuture',
        code: 'validation',
        field: 'check_out',
      }),
    )
    expect((await screen.findAllByText('The check-out date cannot be in the future.')).length).toBeGreaterThan(0)
    expect(input(/^Check-out date/).getAttribute('aria-invalid')).toBe('true')
  })

  test("once first name, last name and birth date are filled, the count of other hotels' approved reports is told", async () => {
    api = mockApi({
      'GET /api/reports/guests': { body: { guests: [] } },
      'POST /api/search/count': ({ body }) => ({
        body: { count: (body as { last_name: string }).last_name === 'Gruber' ? 2 : 0 },
      }),
    })
    xhr = installFakeXhr()
    await renderInApp(<NewReportPage />, { path: '/dashboard/new-report' })
    // The clock is moved past the lookups' typing pause, not slept through.
    await onFakeClock(async () => {
      await fill(/^First name/, 'Hans')
      await fill(/^Last name/, 'Gruber')
      await advance(1_000)
    })
    expect(api.calls.filter((c) => c.path === '/api/search/count')).toHaveLength(0)
    await fill(/^Date of birth/, '1980-04-02')
    expect(await screen.findByText('2 approved reports from other hotels already name this person.')).toBeTruthy()
    expect(api.calls.find((c) => c.path === '/api/search/count')?.body).toEqual({
      first_name: 'Hans',
      last_name: 'Gruber',
      birth_date: '1980-04-02',
    })
    await fill(/^Last name/, 'Keller')
    expect(await screen.findByText('No approved report from another hotel names this person yet.')).toBeTruthy()
  })

  test("after three letters of the last name the hotel's earlier guests are offered and fill the form", async () => {
    api = mockApi({
      'GET /api/reports/guests': {
        body: {
          guests: [
            {
              reportId: 'r0',
              checkOut: '2025-01-04',
              firstName: 'Hans',
              lastName: 'Gruber',
              birthDate: '1980-04-02',
              birthPlace: 'Bonn',
              nationality: 'Germany',
              phone: '',
              email: 'hans@example.com',
              streetName: '',
              buildingNo: '',
              apartmentNo: '',
              zipCode: '',
              city: 'Bonn',
              country: 'Germany',
              documentType: 'passport',
              documentNumber: 'C01X00T47',
            },
          ],
        },
      },
    })
    xhr = installFakeXhr()
    await renderInApp(<NewReportPage />, { path: '/dashboard/new-report' })
    await onFakeClock(async () => {
      await fill(/^Last name/, 'Gr')
      await advance(1_000)
    })
    expect(api.calls.filter((c) => c.path === '/api/reports/guests')).toHaveLength(0)
    await fill(/^Last name/, 'Gru')
    const option = await screen.findByRole('button', { name: /Use Hans Gruber, born 2 April 1980/ })
    expect(screen.getByText(/1 earlier guest of your hotel/)).toBeTruthy()
    await act(async () => {
      fireEvent.click(option)
    })
    expect(input(/^First name/).value).toBe('Hans')
    expect(input(/^Last name/).value).toBe('Gruber')
    expect(input(/^Date of birth/).value).toBe('02.04.1980')
    expect(input(/^Document number/).value).toBe('C01X00T47')
    expect(screen.getByText('The form was filled in with the details of Hans Gruber.')).toBeTruthy()
  })
})

const stored: Report = reportFixture({
  status: 'approved',
  category: 'damage',
  message: 'Broke the minibar.',
  admin_notes: 'Checked.',
  version: 3,
  attachments: [
    {
      id: 'a1',
      name: 'minibar.jpg',
      type: 'image/jpeg',
      size: 2 * MB,
      metadataRemoved: true,
      sha256: 'x',
      createdAt: '2026-10-05T10:00:00Z',
    },
  ],
})

describe('edit report', () => {
  test('sends only the changed fields, the files to remove, new files and the version edited', async () => {
    api = mockApi({ 'GET /api/reports/r1': { body: { report: stored } } })
    xhr = installFakeXhr()
    await renderInApp(<EditReportPage reportId="r1" />, { path: '/dashboard/reports/r1/edit' })
    expect(await screen.findByDisplayValue('Broke the minibar.')).toBeTruthy()
    expect(input(/^Amount owed/).value).toBe('1250.50')
    await fill(/^Message/, 'Broke the minibar and a lamp.')
    await click('Remove minibar.jpg')
    expect(screen.getByText(/will be removed/)).toBeTruthy()
    await drop(file('lamp.png', 'image/png'))
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox'))
    })
    await click('Update')
    await waitFor(() => expect(xhr!.requests).toHaveLength(1))
    const { method, url, body } = xhr!.requests[0]!
    expect(method).toBe('PUT')
    expect(url).toBe('/api/reports/r1')
    expect(body.get('message')).toBe('Broke the minibar and a lamp.')
    expect(body.get('first_name')).toBeNull()
    expect(body.get('version')).toBe('3')
    expect(body.getAll('remove_attachments')).toEqual(['a1'])
    expect((body.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['lamp.png'])
  })

  test('a stale version (409) is explained and the latest version can be loaded', async () => {
    let version = 3
    api = mockApi({ 'GET /api/reports/r1': () => ({ body: { report: { ...stored, version } } }) })
    xhr = installFakeXhr()
    await renderInApp(<EditReportPage reportId="r1" />, { path: '/dashboard/reports/r1/edit' })
    await screen.findByDisplayValue('Broke the minibar.')
    await fill(/^Message/, 'Changed here.')
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox'))
    })
    await click('Update')
    await waitFor(() => expect(xhr!.requests).toHaveLength(1))
    version = 4
    await act(async () => xhr!.requests[0]!.respond(409, { message: 'Stale', code: 'conflict' }))
    expect(await screen.findByText('This report was changed in the meantime')).toBeTruthy()
    await click('Load the latest version')
    await waitFor(() => expect(api!.calls.filter((c) => c.path === '/api/reports/r1')).toHaveLength(2))
    expect(await screen.findByDisplayValue('Broke the minibar.')).toBeTruthy()
  })
})

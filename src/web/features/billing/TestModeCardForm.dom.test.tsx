import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderInApp } from '../../../../tests/support/render'
import { TestModeCardForm } from './TestModeCardForm'

const sent: string[] = []
const realFetch = globalThis.fetch
beforeEach(() => {
  sent.length = 0
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(String(init?.body ?? ''))
    return new Response(JSON.stringify({ message: 'Payment failed. Please try again.' }), {
      status: 402,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

const intent = {
  clientSecret: 'pi_sim_1_secret_2',
  paymentIntentId: 'pi_sim_1',
  amount: 49000,
  currency: 'chf' as const,
}
const fill = async (number: string, expiry = '12/30') => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Card number', { exact: false }), { target: { value: number } })
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)', { exact: false }), { target: { value: expiry } })
    fireEvent.change(screen.getByLabelText('CVC', { exact: false }), { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pay CHF 490.00' }))
  })
}

describe('TEST MODE card form', () => {
  test('is plainly marked TEST MODE and names both test cards', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />)
    expect(screen.getByText('TEST MODE')).toBeTruthy()
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeTruthy()
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeTruthy()
  })

  test('a number that is not a test card is refused in the browser and nothing is sent', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />)
    await fill('5555 5555 5555 4444')
    expect(await screen.findByText('TEST MODE accepts only the test card numbers shown above.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  test('the decline card shows the spec message, and the card number never leaves the browser', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />)
    await fill('4000 0000 0000 0002')
    // Said once, on the form (issue 14, item 8).
    expect((await screen.findAllByText('Payment failed. Please try again.')).length).toBe(1)
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!)).toEqual({
      paymentIntentId: 'pi_sim_1',
      clientSecret: 'pi_sim_1_secret_2',
      outcome: 'declined',
    })
    expect(sent[0]).not.toContain('4000')
    expect(sent[0]).not.toContain('123')
  })

  test('in German the expiry reads MM/JJ in the label and in the placeholder', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />, { locale: 'de' })
    const expiry = screen.getByLabelText('Ablaufdatum (MM/JJ)', { exact: false }) as HTMLInputElement
    expect(expiry.placeholder).toBe('MM/JJ')
  })

  test('an expiry typed without a slash, "1229", is accepted like "12/29" (issue 24, item 16)', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />)
    await fill('4000000000000002', '1229')
    expect(screen.queryByText('Please enter a future expiry date as MM/YY.')).toBeNull()
    expect(sent).toHaveLength(1)
  })

  test('the card number is grouped by four as it is typed (issue 24, item 16)', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />)
    const number = screen.getByLabelText('Card number', { exact: false }) as HTMLInputElement
    fireEvent.change(number, { target: { value: '424242424' } })
    expect(number.value).toBe('4242 4242 4')
    fireEvent.change(number, { target: { value: '4242-4242-4242-4242' } })
    expect(number.value).toBe('4242 4242 4242 4242')
  })

  test('an expiry that is not a month and a year is still refused', async () => {
    await renderInApp(<TestModeCardForm intent={intent} returnPath="/payment-validation" />)
    await fill('4000000000000002', '1329')
    expect(await screen.findByText('Please enter a future expiry date as MM/YY.')).toBeTruthy()
    expect(sent).toEqual([])
  })
})

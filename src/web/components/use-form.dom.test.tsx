// The forms' one form hook (ADR 329): native inputs read at each change, the rules of a valibot schema, errors as
// translation keys, the first invalid field focused in the page's order, values kept while a step's fields are away.
import { afterEach, describe, expect, mock, test } from 'bun:test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import * as v from 'valibot'
import { email, MSG } from '~/lib/fields'
import { Field } from './Field'
import { lazyResolver } from './lazy-resolver'
import { schemaResolver } from './schema-resolver'
import { type UseFormReturn, useForm } from './use-form'

afterEach(cleanup)

const schema = v.object({
  email,
  name: v.pipe(v.string(), v.nonEmpty(MSG.required)),
  plan: v.picklist(['small', 'large'], MSG.required),
  agree: v.literal(true, 'billing.consent.required'),
  country: v.pipe(v.string(), v.nonEmpty(MSG.required)),
})
type Values = v.InferInput<typeof schema>
const empty: Values = { email: '', name: '', plan: 'small', agree: false as true, country: '' }

function Form({
  onValid,
  mode,
  expose,
}: {
  onValid: (values: v.InferOutput<typeof schema>) => void
  mode?: 'onTouched'
  expose?: (form: UseFormReturn<Values, v.InferOutput<typeof schema>>) => void
}) {
  const form = useForm({ resolver: schemaResolver(schema), defaultValues: empty, mode })
  expose?.(form)
  const [second, setSecond] = useState(false)
  const { errors } = form.formState
  const country = form.field('country')
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {second ? (
        <input aria-label="Country" value={country.value} onChange={(e) => country.onChange(e.target.value)} />
      ) : (
        <>
          <Field label="Name" error={errors.name?.message} {...form.register('name')} />
          <Field label="E-mail" error={errors.email?.message} {...form.register('email')} />
          <input type="radio" aria-label="Small" value="small" {...form.register('plan')} />
          <input type="radio" aria-label="Large" value="large" {...form.register('plan')} />
          <input type="checkbox" aria-label="Agree" {...form.register('agree')} />
        </>
      )}
      <p data-testid="agree-error">{errors.agree?.message}</p>
      <button type="button" onClick={() => setSecond(!second)}>
        Step
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement

describe('the form hook', () => {
  test('a submit is answered (never posted), refused fields say their key, are marked and described, and the first in the page is focused', async () => {
    const onValid = mock()
    render(<Form onValid={onValid} />)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    await act(async () => void screen.getByRole('button', { name: 'Send' }).closest('form')!.dispatchEvent(submit))
    expect(submit.defaultPrevented).toBe(true)
    await waitFor(() => expect(input('Name').getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(input('Name').getAttribute('aria-describedby')!)?.textContent).toBe(MSG.required)
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId('agree-error').textContent).toBe('billing.consent.required')
    expect(document.activeElement).toBe(input('Name'))
    expect(onValid).not.toHaveBeenCalled()
  })

  test('after a refused submit a field is checked again as it changes; the checked values reach the handler', async () => {
    const onValid = mock()
    render(<Form onValid={onValid} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(input('Name').getAttribute('aria-invalid')).toBe('true'))
    fireEvent.change(input('Name'), { target: { value: 'Zoë' } })
    await waitFor(() => expect(input('Name').getAttribute('aria-invalid')).toBeNull())
    fireEvent.change(input('E-mail'), { target: { value: ' Zoe@Example.CH ' } })
    fireEvent.click(input('Large'))
    fireEvent.click(input('Agree'))
    fireEvent.click(screen.getByRole('button', { name: 'Step' }))
    fireEvent.change(input('Country'), { target: { value: 'CH' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1))
    expect(onValid.mock.calls[0]![0]).toEqual({
      email: 'zoe@example.ch',
      name: 'Zoë',
      plan: 'large',
      agree: true,
      country: 'CH',
    })
  })

  test("a step's fields keep their values while away, and mode onTouched checks a field when it is left", async () => {
    render(<Form onValid={() => undefined} mode="onTouched" />)
    fireEvent.change(input('Name'), { target: { value: 'Li' } })
    fireEvent.click(input('Large'))
    fireEvent.blur(input('E-mail'))
    await waitFor(() => expect(input('E-mail').getAttribute('aria-invalid')).toBe('true'))
    expect(input('Name').getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Step' }))
    fireEvent.click(screen.getByRole('button', { name: 'Step' }))
    expect(input('Name').value).toBe('Li')
    expect(input('Large').checked).toBe(true)
  })

  test('setValue, reset, dirty fields, subscribe, trigger and a server error with focus', async () => {
    let form!: UseFormReturn<Values, v.InferOutput<typeof schema>>
    render(
      <Form
        onValid={() => undefined}
        expose={(f) => {
          form = f
        }}
      />,
    )
    const seen: string[] = []
    const stop = form.subscribe((values) => seen.push(values.name))
    act(() => form.setValue('name', 'Ng'))
    expect(input('Name').value).toBe('Ng')
    expect(form.formState.dirtyFields).toEqual(['name'])
    fireEvent.change(input('Name'), { target: { value: 'Ngo' } })
    stop()
    expect(seen).toEqual(['Ng', 'Ngo'])
    const errors = await act(() => form.trigger(['name', 'email']))
    expect(errors).toEqual({ email: { message: MSG.required } })
    act(() => form.setError('name', { message: 'Taken' }, { shouldFocus: true }))
    expect(document.activeElement).toBe(input('Name'))
    act(() => form.reset({ ...empty, name: 'Ana', agree: true }))
    expect(input('Name').value).toBe('Ana')
    expect(input('Agree').checked).toBe(true)
    expect(form.formState).toMatchObject({ errors: {}, dirtyFields: [], isDirty: false })
  })

  test('rules that load at first use are loaded once, and a failed load is tried again', async () => {
    let loads = 0
    const resolver = lazyResolver(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return schemaResolver(v.object({ name: v.pipe(v.string(), v.nonEmpty(MSG.required)) }))
    })
    await expect(resolver({ name: '' })).rejects.toThrow('offline')
    expect(await resolver({ name: '' })).toEqual({ errors: { name: { message: MSG.required } } })
    expect(await resolver({ name: 'Li' })).toEqual({ values: { name: 'Li' } })
    expect(loads).toBe(2)
  })
})

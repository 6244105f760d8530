// The browser half of passkeys (@simplewebauthn/browser), loaded only when a passkey is used (not with every page).
import type { Treaty } from '../../api/treaty'
import { unwrap } from '../../api/treaty'
import { type Enrolment, withCode } from './enrolment'

const browser = () => import('@simplewebauthn/browser')

/** Whether this browser can create and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window

/** Signs in with a passkey: as the second step (with the ticket) or alone (ticket null). */
export async function signInWithPasskey(client: Treaty, ticket: string | null) {
  const { startAuthentication } = await browser()
  const { challengeId, options } = await unwrap(client.api.user.login.passkey.options.post({ ticket }))
  const response = await startAuthentication({ optionsJSON: options })
  return unwrap(
    client.api.user.login.passkey.post({
      challengeId,
      response,
      ...(ticket ? { ticket } : {}),
    }),
  )
}

/** Creates a passkey on this device and registers it; answers recovery codes when it is the first factor. */
export async function addPasskey(client: Treaty, name: string, enrolment?: Enrolment) {
  const { startRegistration } = await browser()
  const { challengeId, options } = await unwrap(client.api.user.mfa.passkeys.options.post(withCode(enrolment)))
  const response = await startRegistration({ optionsJSON: options })
  return unwrap(client.api.user.mfa.passkeys.post({ challengeId, response, name, ...withCode(enrolment) }))
}

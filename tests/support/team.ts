// Browser-test helpers for a hotel's team: the invitation link the outbox wrote, and an invitation sent through the API.
import { join } from 'node:path'
import { linkIn, waitForMail } from './mail'
import type { TestServer } from './server'

/** The invitation link sent to `to`, once the outbox has written the e-mail (quoted-printable decoded). */
async function invitationLink(server: TestServer, to: string): Promise<URL> {
  const invitation = /(http:\/\/127\.0\.0\.1:\d+\/join\?lang=\w\w&token=[\w-]+)/
  const mail = await waitForMail(
    join(server.dataDir, 'mail'),
    (m) => m.name.includes('team-invitation') && m.text.includes(to) && invitation.test(m.text),
  )
  return linkIn(mail, invitation)
}

/** The owner (by bearer header) invites a person through the API; answers the link of the e-mail sent. */
export async function inviteByApi(
  server: TestServer,
  owner: Record<string, string>,
  person: { f_name: string; l_name: string; email: string; locale: string },
): Promise<URL> {
  const res = await fetch(`${server.url}/api/team/invitations`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify(person),
  })
  if (res.status !== 200 && res.status !== 201) throw new Error(`invitation: ${res.status} ${await res.text()}`)
  return invitationLink(server, person.email)
}

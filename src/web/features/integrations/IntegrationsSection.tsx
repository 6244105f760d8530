import { ApiKeysSection } from './ApiKeysSection'
import { WebhooksSection } from './WebhooksSection'

/** The owner's connections to a front-desk system on the profile (issue 23): API keys and webhooks. */
export function IntegrationsSection() {
  return (
    <div className="integrations-settings">
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  )
}

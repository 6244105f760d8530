// Preloaded only by the DOM component test run (see scripts/test.ts): it replaces fetch and friends globally.
import { GlobalRegistrator } from '@happy-dom/global-registrator'

GlobalRegistrator.register({ url: 'http://localhost:3000/' })

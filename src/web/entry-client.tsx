import 'keen-slider/keen-slider.min.css'
import './styles/app.css'
import './styles/billing.css'
import './styles/team.css'
import './styles/admin.css'
import './styles/journey.css'
import './styles/public.css'
import './styles/reports.css'
import './styles/search.css'
import './styles/arrivals.css'
import { hydrate } from './hydrate'

await hydrate()

import { createLazyRoute } from '@tanstack/react-router'
import { ArrivalsPage } from '../features/arrivals/ArrivalsPage'

export const Route = createLazyRoute('/dashboard/arrivals')({ component: ArrivalsPage })

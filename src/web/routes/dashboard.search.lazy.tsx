import { createLazyRoute } from '@tanstack/react-router'
import { SearchPage } from '../features/search/SearchPage'

export const Route = createLazyRoute('/dashboard/search')({ component: SearchPage })

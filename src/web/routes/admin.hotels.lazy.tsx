import { createLazyRoute } from '@tanstack/react-router'
import { HotelsPage } from '../features/admin/HotelsPage'

export const Route = createLazyRoute('/admin/hotels')({ component: HotelsPage })

import { createLazyRoute } from '@tanstack/react-router'
import { ProfilePage } from '../features/profile/ProfilePage'

export const Route = createLazyRoute('/dashboard/profile')({ component: () => <ProfilePage embedded /> })

import { createLazyRoute } from '@tanstack/react-router'
import { YourDataPage } from '../features/yourdata/YourDataPage'

export const Route = createLazyRoute('/your-data')({ component: YourDataPage })

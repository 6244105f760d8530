// Images of the public pages. scripts/images.ts renders each one from scripts/images/<name>.svg into
// public/images/<name>-<width>.avif and .webp; the app serves them from /images/.
export type SiteImage = { name: string; width: number; height: number; widths: readonly number[] }

export const IMAGES = {
  hero: { name: 'landing-hero', width: 1200, height: 900, widths: [600, 1200] },
  confidentiality: { name: 'landing-confidential', width: 960, height: 720, widths: [480, 960] },
  privacyBanner: { name: 'privacy-banner', width: 1600, height: 400, widths: [800, 1600] },
  termsBanner: { name: 'terms-banner', width: 1600, height: 400, widths: [800, 1600] },
} as const satisfies Record<string, SiteImage>

/** Link previews (Open Graph) want a classic format at 1200×630; JPEG is the one every previewer reads. */
export const OG_IMAGE = { name: 'og-landing', file: '/images/og-landing.jpg', width: 1200, height: 630 } as const

export const imageUrl = (image: SiteImage, width: number, format: 'avif' | 'webp') =>
  `/images/${image.name}-${width}.${format}`

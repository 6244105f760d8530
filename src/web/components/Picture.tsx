import { imageUrl, type SiteImage } from '../features/public/images'

type PictureProps = {
  image: SiteImage
  /** Empty for a decorative image. */
  alt: string
  /** The rendered width in CSS terms, so the browser picks the right file, e.g. "(min-width: 900px) 50vw, 100vw". */
  sizes: string
  /** Above the fold: load at once with high priority. Otherwise the image loads lazily. */
  priority?: boolean
  className?: string
}

/** An app-served image in AVIF (WebP fallback) with explicit width and height, so nothing shifts while it loads. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const srcSet = (format: 'avif' | 'webp') => image.widths.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(', ')
  const largest = image.widths[image.widths.length - 1] ?? image.width
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={imageUrl(image, largest, 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  )
}

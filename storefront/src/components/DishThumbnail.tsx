import type { PublicImage } from '@nutrimenu/core/contract';
import { avifThumbnailOf, thumbnailOf } from '../images/imageSources';

/**
 * A dish card's picture: the square crop (320 px covers the 5.5–8 rem box on a 3× screen), its
 * size given so the card never shifts, and loaded lazily: a thumbnail is never the page's largest
 * paint (the cover or the first heading is), so none is fetched before it scrolls near. Its AVIF
 * twin, when the CMS made one, comes first for the browsers that read it.
 */
export function DishThumbnail({ image }: { image: PublicImage }) {
  const file = thumbnailOf(image);
  const avif = avifThumbnailOf(image);
  const img = (
    <img
      className="dish-card-image"
      src={file.url}
      width={file.width}
      height={file.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
  if (!avif) return img;
  return (
    <picture className="dish-card-picture">
      <source type="image/avif" srcSet={avif.url} />
      {img}
    </picture>
  );
}

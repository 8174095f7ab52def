import type { PublicImage } from '@nutrimenu/core/contract';
import { thumbnailOf } from '../images/imageSources';

/**
 * A dish card's picture: the square crop (320 px covers the 5.5–8 rem box on a 3× screen), its
 * size given so the card never shifts, and loaded lazily: a thumbnail is never the page's largest
 * paint (the cover or the first heading is), so none is fetched before it scrolls near.
 */
export function DishThumbnail({ image }: { image: PublicImage }) {
  const file = thumbnailOf(image);
  return (
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
}

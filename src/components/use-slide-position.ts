import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

export type SlidePosition = { position: number; count: number };

/**
 * Which stop of a carousel shows (1-based) and how many it has, followed through Embla's events:
 * Mantine's own "Slide 1 of N" is English only, so the carousel says it in the page's words.
 * The count is Embla's stops, not the slides: four cards across make fewer stops than cards.
 */
export function useSlidePosition(): [SlidePosition | null, (embla: EmblaCarouselType) => void] {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [position, setPosition] = useState<SlidePosition | null>(null);

  useEffect(() => {
    if (!embla) return undefined;
    const read = () =>
      setPosition({
        position: embla.selectedScrollSnap() + 1,
        count: embla.scrollSnapList().length,
      });
    read();
    embla.on('select', read).on('reInit', read);
    return () => {
      embla.off('select', read).off('reInit', read);
    };
  }, [embla]);

  return [position, setEmbla];
}

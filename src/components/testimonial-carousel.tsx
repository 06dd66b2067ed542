import { useState } from 'react';
import { Button, Card, Group, MantineThemeProvider, Rating, Stack, Text } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import type { components } from '#shared/api-schema.d.ts';
import '@mantine/core/styles/Rating.css';
import '@mantine/carousel/styles.css';
import classes from './testimonial-carousel.module.css';
import { useSiteTexts } from './site-texts.ts';
import { useRatingTexts } from './rating-texts.ts';
import { useSlidePosition } from './use-slide-position.ts';

export type Testimonial = Pick<
  components['schemas']['Review'],
  'id' | 'vName' | 'tDescription' | 'iRating' | 'vCity'
>;

type Props = {
  reviews: Testimonial[];
  /** 'home': 4 / 3 / 2 / 1 slides; 'landing': 2 at a time (1 on narrow screens), autoplay, loop. */
  variant?: 'home' | 'landing';
  /** Names the carousel region for screen readers ("Customer testimonials" when left out). */
  label?: string;
};

/**
 * Spec §9 breakpoints are the viewport widths 1399, 991, 767 and 575 px. Mantine's responsive
 * props are min-width queries on theme breakpoints, so this subtree gets breakpoints that start
 * one pixel above each of them (xs 576, sm 768, md 992, xl 1400).
 */
const carouselBreakpoints = {
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
};

const slideSizes = {
  home: { base: '100%', sm: '50%', md: '33.3333%', xl: '25%' },
  landing: { base: '100%', sm: '50%' },
} as const;

/** Stars at 80% of Mantine's medium rating size (20 px), as the spec's testimonials show them. */
const STAR_SIZE = 20 * 0.8;

/** Time each landing slide stays before the next one (the transition itself is ~500 ms). */
const AUTOPLAY_DELAY_MS = 4000;

function TestimonialCard({ review, starsLabel }: { review: Testimonial; starsLabel: string }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="figure" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Rating
          value={review.iRating}
          readOnly
          size={STAR_SIZE}
          role="img"
          aria-label={starsLabel.replace('{rating}', String(review.iRating))}
        />
        <Text component="blockquote" fz="sm" className={classes.quote} flex={1}>
          {review.tDescription}
        </Text>
        <Text component="figcaption" fz="sm">
          <Text span fw={700}>
            {review.vName}
          </Text>
          {review.vCity && (
            <Text span c="gray.7">
              {' '}
              · {review.vCity}
            </Text>
          )}
        </Text>
      </Stack>
    </Card>
  );
}

/** Customer testimonials on Mantine's carousel; the page supplies the reviews and the heading. */
export function TestimonialCarousel({ reviews, variant = 'home', label }: Props) {
  const site = useSiteTexts();
  const ratings = useRatingTexts();
  const landing = variant === 'landing';
  const reduceMotion = useReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  // Until the visitor presses Pause or Play, the slider moves unless they asked for less motion.
  const [paused, setPaused] = useState<boolean | null>(null);
  const autoplaying = landing && (paused === null ? !reduceMotion : !paused);
  const [slide, followSlides] = useSlidePosition();

  if (reviews.length === 0) return <Text>{site.NO_DATA}</Text>;

  return (
    <MantineThemeProvider theme={carouselBreakpoints}>
      <Stack gap="sm">
        <Carousel
          aria-label={label ?? ratings.TESTIMONIALS}
          slideSize={slideSizes[variant]}
          slideGap="md"
          controlSize={36}
          emblaOptions={{ align: 'start', slidesToScroll: 1, loop: landing, duration: 25 }}
          plugins={autoplaying ? [autoplay] : []}
          classNames={{ root: classes.root, controls: classes.controls, control: classes.control }}
          previousControlProps={{ 'aria-label': ratings.PREVIOUS_SLIDE }}
          nextControlProps={{ 'aria-label': ratings.NEXT_SLIDE }}
          getEmblaApi={followSlides}
        >
          {reviews.map((review) => (
            <Carousel.Slide key={review.id}>
              <TestimonialCard review={review} starsLabel={ratings.STARS} />
            </Carousel.Slide>
          ))}
        </Carousel>
        {/* In place of Mantine's English one (hidden by the module's CSS). Silent while the
            slides move by themselves, so a screen reader is not talked over every few seconds. */}
        <div
          role="status"
          aria-live={autoplaying ? 'off' : 'polite'}
          aria-atomic
          className={classes.position}
        >
          {slide &&
            ratings.SLIDE_POSITION.replace('{position}', String(slide.position)).replace(
              '{count}',
              String(slide.count),
            )}
        </div>
        {landing && (
          <Group justify="center">
            <Button variant="subtle" size="compact-sm" onClick={() => setPaused(autoplaying)}>
              {autoplaying ? ratings.PAUSE_TESTIMONIALS : ratings.PLAY_TESTIMONIALS}
            </Button>
          </Group>
        )}
      </Stack>
    </MantineThemeProvider>
  );
}

import { useMemo } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { components } from '#shared/api-schema.d.ts';
import { LongDate } from './long-date.tsx';
import { htmlExcerpt } from './html-excerpt.ts';
import { FramedImage } from './framed-image.tsx';
import classes from './blog-card.module.css';

export type BlogSummary = Pick<
  components['schemas']['Blog'],
  | 'iBlogId'
  | 'vSlug'
  | 'vBlog'
  | 'tDescription'
  | 'vWebpImage'
  | 'vImageAlt'
  | 'dtAddedDate'
  | 'category'
>;

type Props = {
  blog: BlogSummary;
  readMoreLabel: string;
  /** The card title's heading level under the section that lists it. */
  headingOrder?: 2 | 3;
  /** 'lazy' for a card a phone shows only after scrolling (FramedImage). */
  imageLoading?: 'lazy' | 'eager';
};

/** The address of a post; its id travels in navigation state (spec §2). */
export function blogDetailLink(blog: Pick<BlogSummary, 'iBlogId' | 'vSlug'>) {
  return { to: `/blog-detail/${blog.vSlug}`, state: { iBlogId: blog.iBlogId } };
}

/** A blog post in a listing: picture, category, date, title, a short excerpt and READ MORE. */
/** A post's first words as plain text: its card's summary, and its page's description. */
export function blogExcerpt(blog: Pick<BlogSummary, 'tDescription'>): string {
  return htmlExcerpt(blog.tDescription);
}

export function BlogCard({ blog, readMoreLabel, headingOrder = 3, imageLoading = 'eager' }: Props) {
  const link = blogDetailLink(blog);
  const excerpt = useMemo(() => blogExcerpt(blog), [blog]);

  return (
    <Card withBorder shadow="sm" padding="lg" component="article" h="100%">
      <Card.Section>
        <FramedImage
          src={blog.vWebpImage}
          alt={blog.vImageAlt}
          shape="wide"
          loading={imageLoading}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" flex={1}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Badge variant="light" radius="sm" className={classes.category}>
            {blog.category.vCategory}
          </Badge>
          <Text component="time" dateTime={blog.dtAddedDate} fz="xs" c="gray.7">
            <LongDate iso={blog.dtAddedDate} />
          </Text>
        </Group>
        <Title order={headingOrder} fz="lg" lh={1.3}>
          <Anchor component={Link} {...link} c="inherit" underline="hover">
            {blog.vBlog}
          </Anchor>
        </Title>
        <Text fz="sm" c="gray.7" lineClamp={3}>
          {excerpt}
        </Text>
      </Stack>
      <Button
        component={Link}
        {...link}
        variant="light"
        mt="md"
        aria-label={`${readMoreLabel}: ${blog.vBlog}`}
      >
        {readMoreLabel}
      </Button>
    </Card>
  );
}

import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { blogDetailLink, type BlogSummary } from '../../../components/blog-card.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { LongDate } from '../../../components/long-date.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import classes from './blog-side-list.module.css';
import { blogCatalogue } from '../blog-texts.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Props = {
  id: string;
  heading: string;
  blogs: BlogSummary[] | undefined;
  loading?: boolean;
};

/** A sidebar panel of a few posts (popular on the listing, recent on a post). */
export function BlogSideList({ id, heading, blogs, loading = false }: Props) {
  const site = useSiteTexts();
  const words = useTexts(blogCatalogue).blogWords;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title id={id} order={2} fz="lg" mb="md">
        {heading}
      </Title>
      {loading ? (
        <LoadingStatus label={words.LOADING_NAMED.replace('{name}', heading)}>
          <Stack gap="md">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={64} />
            ))}
          </Stack>
        </LoadingStatus>
      ) : !blogs || blogs.length === 0 ? (
        <Text>{site.NO_DATA}</Text>
      ) : (
        <Stack component="ul" gap="md" className={classes.list}>
          {blogs.map((blog) => (
            <Group component="li" key={blog.iBlogId} gap="sm" wrap="nowrap" align="flex-start">
              <SafeImage
                src={blog.vWebpImage}
                alt={blog.vImageAlt}
                w={72}
                h={56}
                fit="contain"
                radius="sm"
                className={classes.thumb}
              />
              <Stack gap={2}>
                <Anchor component={Link} {...blogDetailLink(blog)} fz="sm" fw={600} c="dark">
                  {blog.vBlog}
                </Anchor>
                <Text component="time" dateTime={blog.dtAddedDate} fz="xs" c="gray.7">
                  <LongDate iso={blog.dtAddedDate} />
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

import { Suspense } from 'react';
import { Anchor, Badge, Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { blogsQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { LongDate } from '../../components/long-date.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { LazySafeHtml } from '../../components/lazy-safe-html.tsx';
import { SafeImage } from '../../components/safe-image.tsx';
import { isMissingAnswer, NotFoundScreen } from '../../components/not-found-screen.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { blogMeta } from './blog-meta.ts';
import { newestFirst, RECENT_BLOGS } from './blog-listing.ts';
import { BlogSideList } from './components/blog-side-list.tsx';
import { CommentsSection } from './components/comments-section.tsx';
import { blogQuery, type BlogKey } from './queries.ts';
import classes from './blog.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { blogCatalogue } from './blog-texts.ts';
import { useSiteTexts } from '../../components/site-texts.ts';

/** Spec §2: the id comes in navigation state from a card; a typed or shared address has the slug. */
function useBlogKey(): BlogKey {
  const { vSlug = '' } = useParams();
  const state: unknown = useLocation().state;
  const iBlogId =
    state && typeof state === 'object' && 'iBlogId' in state ? Number(state.iBlogId) : NaN;
  return Number.isInteger(iBlogId) && iBlogId > 0 ? { iBlogId } : { vSlug };
}

function ArticleSkeleton() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_BLOG}>
      <Stack gap="md">
        <Skeleton h={320} radius="md" />
        <Skeleton h={20} w="40%" />
        <Skeleton h={36} w="80%" />
        <Skeleton h={160} />
      </Stack>
    </LoadingStatus>
  );
}

/** Where the post's text goes while the sanitizer arrives (about as tall as the skeleton's). */
function BodySkeleton() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_BLOG}>
      <Skeleton h={160} />
    </LoadingStatus>
  );
}

export function BlogDetailPage() {
  const site = useSiteTexts();
  const { blogWords: words, blogDetailLabels } = useTexts(blogCatalogue);
  const labels = useLabels('blog-detail', blogDetailLabels);
  const client = useApiClient();
  const blog = useQuery(blogQuery(client, useBlogKey()));
  const recent = useQuery({
    ...blogsQuery(client),
    select: (posts) => newestFirst(posts).slice(0, RECENT_BLOGS),
  });
  // The post's own name and summary in the head; an address naming no post is a Page Not Found.
  const missing = blog.isError && isMissingAnswer(blog.error);
  usePageMeta(blog.data ? blogMeta(blog.data) : missing ? { notFound: true } : null);
  if (missing) return <NotFoundScreen />;

  return (
    <Container size="xl" py={{ base: 32, md: 56 }}>
      <div className={classes.detail}>
        <Box className={classes.article}>
          {blog.isPending ? (
            <ArticleSkeleton />
          ) : blog.isError ? (
            <Stack gap="md" align="flex-start">
              <Title order={1}>{site.NO_DATA}</Title>
              <Anchor component={Link} to="/blog">
                {labels.BACK_TO_BLOG}
              </Anchor>
            </Stack>
          ) : (
            <Stack gap="xl">
              <Stack component="article" gap="md" aria-labelledby="blog-title">
                <SafeImage
                  src={blog.data.vWebpImage}
                  alt={blog.data.vImageAlt}
                  radius="md"
                  mah={420}
                  className={classes.hero}
                />
                <Group gap="sm">
                  <Badge variant="light" radius="sm" className={classes.category}>
                    {blog.data.category.vCategory}
                  </Badge>
                  <Text component="time" dateTime={blog.data.dtAddedDate} fz="sm" c="gray.7">
                    <LongDate iso={blog.data.dtAddedDate} />
                  </Text>
                </Group>
                <Title id="blog-title" order={1} fz={{ base: 28, md: 38 }}>
                  {blog.data.vBlog}
                </Title>
                <Suspense fallback={<BodySkeleton />}>
                  <LazySafeHtml html={blog.data.tDescription} />
                </Suspense>
              </Stack>
              <CommentsSection
                key={blog.data.iBlogId}
                iBlogId={blog.data.iBlogId}
                labels={labels}
              />
            </Stack>
          )}
        </Box>
        <Stack className={classes.aside} component="aside" gap="lg" aria-label={words.MORE_BLOGS}>
          <BlogSideList
            id="recent-blogs-heading"
            heading={labels.RECENT_BLOGS_HEADING}
            blogs={recent.data}
            loading={recent.isPending}
          />
          <Anchor component={Link} to="/blog" fw={600}>
            {labels.BACK_TO_BLOG}
          </Anchor>
        </Stack>
      </div>
    </Container>
  );
}

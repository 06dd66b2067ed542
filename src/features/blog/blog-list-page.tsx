import { Box, Container, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { blogsQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { BlogCard } from '../../components/blog-card.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { BLOGS_PER_PAGE, popularBlogs } from './blog-listing.ts';
import { BlogPagination } from './components/blog-pagination.tsx';
import { BlogSideList } from './components/blog-side-list.tsx';
import { CategoryFilter } from './components/category-filter.tsx';
import { useBlogListing } from './use-blog-listing.ts';
import { useSkeletonHold } from './use-skeleton-hold.ts';
import classes from './blog.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { blogCatalogue } from './blog-texts.ts';
import { useSiteTexts } from '../../components/site-texts.ts';

function CardSkeletons() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_BLOGS}>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
        {Array.from({ length: BLOGS_PER_PAGE }, (_, index) => (
          <Skeleton key={index} h={400} radius="md" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

/** Spec §2 /blog and /blogs: filter, popular panel, 9 posts per page with numbered pages. */
export function BlogListPage() {
  const site = useSiteTexts();
  const { blogWords: words, blogListLabels } = useTexts(blogCatalogue);
  const { pathname } = useLocation();
  const slug = pathname.startsWith('/blogs') ? 'blogs' : 'blog';
  const labels = useLabels(slug, blogListLabels);
  usePageTitle(labels.BANNER_HEADING);

  const client = useApiClient();
  const blogs = useQuery(blogsQuery(client));
  const all = blogs.data ?? [];
  const listing = useBlogListing(all);
  const held = useSkeletonHold(blogs.isPending);

  return (
    <>
      <Box component="section" aria-labelledby="blog-heading">
        <PageBanner
          titleId="blog-heading"
          title={labels.BANNER_HEADING}
          subtitle={labels.BANNER_SUBHEADING}
          art={PAGE_ART.spotlessHome}
        />
      </Box>
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <div className={classes.layout}>
          <div className={classes.filter}>
            <CategoryFilter
              heading={labels.CATEGORIES_HEADING}
              selected={listing.selected}
              onToggle={listing.toggleCategory}
              onRemove={listing.removeCategory}
            />
          </div>
          <Box component="section" aria-labelledby="blog-posts-heading" className={classes.posts}>
            <VisuallyHidden>
              <h2 id="blog-posts-heading">{words.BLOG_POSTS}</h2>
            </VisuallyHidden>
            {held ? (
              <CardSkeletons />
            ) : blogs.isError || listing.posts.length === 0 ? (
              <Text>{site.NO_DATA}</Text>
            ) : (
              <Stack gap="xl">
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
                  {listing.posts.map((blog, index) => (
                    <BlogCard
                      key={blog.iBlogId}
                      blog={blog}
                      readMoreLabel={labels.READ_MORE}
                      // A phone shows the first card on arrival and the rest as it scrolls.
                      imageLoading={index === 0 ? 'eager' : 'lazy'}
                    />
                  ))}
                </SimpleGrid>
                <BlogPagination
                  page={listing.page}
                  total={listing.totalPages}
                  onChange={listing.goToPage}
                  previousLabel={labels.PREVIOUS}
                  nextLabel={labels.NEXT}
                />
              </Stack>
            )}
          </Box>
          <div className={classes.popular}>
            <BlogSideList
              id="popular-blogs-heading"
              heading={labels.POPULAR_BLOGS_HEADING}
              blogs={popularBlogs(all)}
              loading={held}
            />
          </div>
        </div>
      </Container>
    </>
  );
}

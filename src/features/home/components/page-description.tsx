import { lazy, Suspense } from 'react';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { pageContentQuery } from '../../../api/queries.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { useSiteTexts } from '../../../components/site-texts.ts';

// The sanitizer (DOMPurify) starts loading with this module, alongside the description's API
// call, instead of being part of the code that must run before the home page's first paint.
const safeHtmlModule = import('../../../components/safe-html.tsx');
const SafeHtml = lazy(() => safeHtmlModule.then((module) => ({ default: module.SafeHtml })));

const SKELETON_LINES = 14;

/**
 * About as tall as the shortest the description gets (a heading and a few paragraphs), so the
 * sections below start off-screen and the arriving text does not push visible content down.
 */
function DescriptionSkeleton() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_DESCRIPTION}>
      <Stack gap="sm">
        <Skeleton h={28} w="60%" />
        {Array.from({ length: SKELETON_LINES }, (_, line) => (
          <Skeleton key={line} h={16} w={line % 5 === 4 ? '70%' : undefined} />
        ))}
      </Stack>
    </LoadingStatus>
  );
}

/**
 * The home page's description from the page API (slug home). Its orange btn-orange links go to
 * /book-now; SafeHtml opens them inside the app.
 */
export function PageDescription() {
  const site = useSiteTexts();
  const client = useApiClient();
  const page = useQuery(pageContentQuery(client, 'home'));

  return (
    <Container component="section" size="md" py={56} aria-label={site.ABOUT_OUR_SERVICE}>
      {page.isPending ? (
        <DescriptionSkeleton />
      ) : page.data ? (
        <Suspense fallback={<DescriptionSkeleton />}>
          <SafeHtml html={page.data.html} />
        </Suspense>
      ) : (
        <Text>{site.NO_DATA}</Text>
      )}
    </Container>
  );
}

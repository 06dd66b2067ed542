import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { pageContentQuery } from '../../../api/queries.ts';
import { SafeHtml } from '../../../components/safe-html.tsx';

/**
 * The home page's description from the page API (slug home). Its orange btn-orange links go to
 * /book-now; SafeHtml opens them inside the app.
 */
export function PageDescription() {
  const client = useApiClient();
  const page = useQuery(pageContentQuery(client, 'home'));

  return (
    <Container component="section" size="md" py={56} aria-label="About our service">
      {page.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading description">
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
        </Stack>
      ) : page.data ? (
        <SafeHtml html={page.data.html} />
      ) : (
        <Text>No Data Found</Text>
      )}
    </Container>
  );
}

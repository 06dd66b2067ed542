import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { FramedImage } from '#src/components/framed-image.tsx';

// Every illustration of the site side by side (scripts/illustrations draws them from one kit), so
// a new one can be judged against the set.

const pictures = [
  'services/move-out-move-in-clean.svg',
  'services/deep-cleaning.svg',
  'services/post-event-cleanup.svg',
  'services/routine-clean.svg',
  'services/commercial-cleaning.svg',
  'banners/spotless-home.svg',
  'banners/moving-day.svg',
  'banners/office-ready.svg',
  'banners/homes.svg',
  'banners/edmonton-move.svg',
  'banners/quote.svg',
  'banners/contact.svg',
  'banners/questions.svg',
  'banners/documents.svg',
  'banners/hiring.svg',
  'banners/application.svg',
  'thank-you.svg',
  'not-found.svg',
  'empty/bookings.svg',
  'empty/jobs.svg',
  'empty/reviews.svg',
  'empty/notifications.svg',
  'empty/addresses.svg',
];

function Gallery() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} p="lg">
      {pictures.map((file) => (
        <Box key={file} component="figure" m={0}>
          <FramedImage src={`/images/${file}`} alt="" radius="md" />
          <Text component="figcaption" fz="sm" mt={4}>
            {file}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

const meta = { title: 'Brand/Illustrations', component: Gallery } satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const AllPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

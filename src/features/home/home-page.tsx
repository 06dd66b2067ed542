import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useLabels } from '../../api/use-labels.ts';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { ServicesSection } from './components/services-section.tsx';
import classes from './home-page.module.css';

const defaultLabels = {
  BANNER_HEADING: 'A spotless home, booked in a minute',
  BANNER_SUBHEADING: 'Vetted, background-checked cleaners across Canada.',
  BOOK_NOW: 'Book Now',
  SERVICES_HEADING: 'Our Services',
  SERVICES_SUBHEADING: 'One-time cleans for every moment.',
  VIEW_ALL: 'View All',
  READ_MORE: 'READ MORE',
};

export function HomePage() {
  usePageTitle('Home Cleaning Across Canada');
  const labels = useLabels('home', defaultLabels);

  return (
    <>
      <Box component="section" className={classes.banner} aria-labelledby="home-banner-heading">
        <Container size="xl" py={{ base: 56, md: 96 }}>
          <Stack gap="lg" maw={640}>
            <Title id="home-banner-heading" order={1} fz={{ base: 34, md: 48 }} c="white">
              {labels.BANNER_HEADING}
            </Title>
            <Text fz="lg" c="gray.1">
              {labels.BANNER_SUBHEADING}
            </Text>
            <CallToActionButton to="/book-now" size="lg" w="fit-content">
              {labels.BOOK_NOW}
            </CallToActionButton>
          </Stack>
        </Container>
      </Box>
      <ServicesSection
        heading={labels.SERVICES_HEADING}
        subheading={labels.SERVICES_SUBHEADING}
        viewAllLabel={labels.VIEW_ALL}
        readMoreLabel={labels.READ_MORE}
      />
    </>
  );
}

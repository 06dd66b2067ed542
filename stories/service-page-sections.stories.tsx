import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { ServiceChecklist } from '#src/features/content/service-checklist.tsx';
import { ServiceFromPrice } from '#src/features/content/service-from-price.tsx';
import { serviceSalesLabels } from '#shared/catalogue/en-CA/content.ts';

// The deep clean's "What is included" list as the seeded page holds it.
const deepCleaningItems = [
  'Kitchen degreased: counters, backsplash, stovetop, range hood, cabinet fronts and appliance exteriors.',
  'Sink and taps scrubbed and descaled.',
  'Showers, tubs and taps descaled, and tile grout scrubbed.',
  'Toilets, sinks, mirrors and fixtures cleaned and disinfected.',
  'Baseboards, door frames, doors and light switches washed.',
  'Vents, light fixtures, ceiling fans and high ledges dusted.',
  'Under and behind furniture vacuumed where it can be moved safely.',
  'Floors vacuumed and mopped throughout.',
];

const meta = {
  title: 'Service page/Selling sections',
  decorators: [
    (Story) => (
      <Container size="md" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const FromPrice: Story = {
  render: () => (
    <ServiceFromPrice
      service={{
        iServiceId: 2,
        vServiceName: 'Deep Cleaning',
        vSlug: 'deep-cleaning',
        tDescription: '',
        vWebpImage: '/images/services/deep-cleaning.svg',
        fFromPrice: 125,
        fFromHours: 2.5,
      }}
      fromPriceLabel={serviceSalesLabels.FROM_PRICE}
      noteLabel={serviceSalesLabels.FROM_PRICE_NOTE}
      cardHeldLabel={serviceSalesLabels.CARD_HELD}
      bookNowLabel="Book Now"
    />
  ),
};

export const FromPricePhone: Story = { ...FromPrice, globals: phone };

export const Checklist: Story = {
  render: () => <ServiceChecklist heading="What is included" items={deepCleaningItems} />,
};

export const ChecklistPhone: Story = { ...Checklist, globals: phone };

/** Items whose backend text carries emphasis keep it. */
export const ChecklistWithEmphasis: Story = {
  render: () => (
    <ServiceChecklist
      heading="What is included"
      items={[
        '<strong>Full kitchen clean</strong>: counters, backsplash, sink, taps and appliance fronts.',
        '<strong>Deep bathroom sanitization</strong>: toilet, tub, shower, tiles, sink and mirror.',
      ]}
    />
  ),
};

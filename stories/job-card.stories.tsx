import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@mantine/core';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import { JobCard, type ContractorJob, type Job } from '#src/components/job-card.tsx';

const job: Job = {
  iBookingId: 42,
  vBookingNo: 'MS-1042',
  eStatus: 'authorized',
  ePaymentStatus: 'authorized',
  vDate: '2026-11-24',
  vFrom: '9:00AM',
  vUntill: '2:30PM',
  vFullName: 'Amelia Tremblay',
  vEmail: 'amelia.tremblay@example.ca',
  vMobile: '7805550142',
  vAddress: '10150 Jasper Ave NW',
  vUnit: '1204',
  city: { iCityId: 3, vCity: 'Edmonton', vTimeZone: 'America/Edmonton' },
  service: { iServiceId: 2, vServiceName: 'Deep Cleaning' },
  vResidence: 'House',
  iBedrooms: 3,
  iBathrooms: 2,
  estimatedHour: 5.5,
  vTotalPrice: '288.75',
  vTax: '13.75',
  vTaxName: 'GST',
  vDiscount: '0.00',
  vExtras: ['Inside Oven'],
  accessNotes: {
    vEntryCode: 'Buzz 1204',
    vParking: 'Visitor stalls behind the building.',
    vPets: 'A shy cat.',
    tOther: '',
  },
  customer: { vFullName: 'Amelia Tremblay', vImage: '' },
  contractor: null,
  bReviewed: false,
};

const cleaner = { vFullName: 'Marie Leblanc', vImage: '' };

/** The same job in a status, with the cleaner once one has accepted it. */
function inStatus(eStatus: JobStatus): Job {
  const accepted = ['assigned', 'inProgress', 'completed'].includes(eStatus);
  return { ...job, eStatus, contractor: accepted ? cleaner : null };
}

/**
 * The job as its cleaner gets it: contact details only while they hold it (from 24 hours before
 * it), and their pay
 * (5.5 hours at $27.00), never the customer's price.
 */
function forCleaner(eStatus: JobStatus): ContractorJob {
  const base = inStatus(eStatus);
  const shared = eStatus === 'assigned' || eStatus === 'inProgress';
  return {
    iBookingId: base.iBookingId,
    vBookingNo: base.vBookingNo,
    eStatus,
    vDate: base.vDate,
    vFrom: base.vFrom,
    vUntill: base.vUntill,
    vPay: '148.50',
    bPayFixed: eStatus !== 'authorized',
    vFirstName: 'Amelia',
    vPostalArea: 'T5J',
    dtCompletableFrom: eStatus === 'inProgress' ? '2026-11-24T17:30:00.000Z' : null,
    vCompletableFrom: eStatus === 'inProgress' ? '10:30AM' : null,
    dtStartableFrom: eStatus === 'assigned' ? '2026-11-24T16:00:00.000Z' : null,
    vStartableFrom: eStatus === 'assigned' ? '9:00AM on November 24, 2026' : null,
    // 24 hours before the job; the story's moment is past it, so the details show (decision 079).
    dtContactFrom: eStatus === 'assigned' ? '2026-11-23T16:00:00.000Z' : null,
    vContactFrom: eStatus === 'assigned' ? '9:00AM on November 23, 2026' : null,
    bContactShared: shared,
    vFullName: shared ? base.vFullName : null,
    vEmail: shared ? base.vEmail : null,
    vMobile: shared ? base.vMobile : null,
    vAddress: shared ? base.vAddress : null,
    vUnit: shared ? base.vUnit : null,
    city: base.city,
    service: base.service,
    vResidence: base.vResidence,
    iBedrooms: base.iBedrooms,
    iBathrooms: base.iBathrooms,
    estimatedHour: base.estimatedHour,
    vExtras: base.vExtras,
    accessNotes: shared ? base.accessNotes : null,
    customer: {
      vFirstName: 'Amelia',
      vFullName: shared ? base.customer.vFullName : null,
      vImage: shared ? base.customer.vImage : null,
    },
    contractor: base.contractor,
    bReviewed: base.bReviewed,
  };
}

// The card's props differ by audience (a union), so each story renders it rather than
// passing args.
const meta = {
  title: 'Jobs/JobCard',
  decorators: [
    (Story) => (
      <Stack maw={640} p="lg">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj;

const viewDetails = <Button>View Details</Button>;

/** What a cleaner sees on /jobs: first name and area until they accept. */
function cleanerStory(eStatus: JobStatus): Story {
  return {
    render: () => (
      <JobCard job={forCleaner(eStatus)} audience="contractor">
        {viewDetails}
      </JobCard>
    ),
  };
}

export const Open = cleanerStory('authorized');
export const Assigned = cleanerStory('assigned');
export const InProgress = cleanerStory('inProgress');
export const Completed = cleanerStory('completed');
export const Cancelled = cleanerStory('cancelled');

/** What the customer sees of the same booking on /booking, in each status they can meet. */
export const CustomerView: Story = {
  render: () => (
    <Stack>
      <JobCard job={inStatus('authorized')} audience="customer">
        <Button variant="outline" color="red.9">
          Cancel Booking
        </Button>
      </JobCard>
      <JobCard job={inStatus('assigned')} audience="customer">
        <Button variant="outline" color="red.9">
          Cancel Booking
        </Button>
      </JobCard>
      <JobCard job={inStatus('inProgress')} audience="customer" />
      <JobCard job={inStatus('completed')} audience="customer">
        <Button>Add Review</Button>
        <Button variant="light">Book again</Button>
      </JobCard>
      <JobCard job={inStatus('cancelled')} audience="customer">
        <Button variant="light">Book again</Button>
      </JobCard>
    </Stack>
  ),
};

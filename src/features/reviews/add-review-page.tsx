import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { currentRole, SESSION_KEYS } from '../../session/role.ts';
import { bookingFromState, type ReviewedBooking } from './booking-state.ts';
import { StarRating } from './components/star-rating.tsx';
import type { AfterReview } from './components/cleaner-after-review.tsx';
import { addReview } from './queries.ts';
import { ratingError, REVIEW_MAX_LENGTH, reviewTextError } from './review-rules.ts';
import '@mantine/core/styles/Input.css';
import type { addReviewLabels } from '#shared/catalogue/en-CA/dashboard.ts';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';

type Labels = typeof addReviewLabels;
type ReviewValues = { iRating: number; tDescription: string };

const RATING_ERROR_ID = 'add-review-rating-error';

/** The stored customer id, sent as the spec's payload has it; the server checks it. */
function storedCustomerId(): number | undefined {
  const id = Number(sessionStorage.getItem(SESSION_KEYS.customerId));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function ReviewForm({ booking, labels }: { booking: ReviewedBooking; labels: Labels }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { reviewTexts: texts } = useTexts(accountTexts);
  const form = useForm<ReviewValues>({
    mode: 'controlled',
    initialValues: { iRating: 0, tDescription: '' },
    validateInputOnChange: ['tDescription'],
    validate: {
      iRating: (value) => ratingError(value, texts),
      tDescription: (value) => reviewTextError(value, texts),
    },
  });
  const submission = useFormSubmit({
    submit: (values: ReviewValues) =>
      addReview(client, {
        iCustomerId: storedCustomerId(),
        iServiceId: booking.service.iServiceId,
        iBookingId: booking.iBookingId,
        iRating: values.iRating,
        tDescription: values.tDescription.trim(),
      }),
    successMessage: texts.ADDED,
    fallbackErrorMessage: texts.ADD_FAILED,
    onDone: () => {
      // The booking is now reviewed, the lists and figures that show it are out of date.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      const rating = form.getValues().iRating;
      form.reset();
      // Decision 120: /reviews offers a well-rated cleaner as a favourite, says a poor one is blocked.
      const name = booking.contractor?.vFullName.trim().split(/\s+/)[0] ?? '';
      const afterReview: AfterReview = {
        iBookingId: booking.iBookingId,
        name,
        rating,
      };
      navigate('/reviews', { state: { afterReview } });
    },
  });
  const length = [...form.values.tDescription].length;

  return (
    <form noValidate aria-label={labels.HEADING} onSubmit={form.onSubmit(submission.submit)}>
      <Stack gap="md">
        <div>
          <Text fw={500} size="sm" mb={4} aria-hidden="true">
            {labels.RATING_LABEL}
          </Text>
          <StarRating
            label={labels.RATING_LABEL}
            value={form.values.iRating}
            onChange={(value) => {
              form.setFieldValue('iRating', value);
              // A rating chosen after a failed submit clears its message; clearing it says why.
              if (form.errors.iRating !== undefined) form.validateField('iRating');
            }}
            aria-describedby={form.errors.iRating ? RATING_ERROR_ID : undefined}
          />
          {form.errors.iRating ? (
            <Text id={RATING_ERROR_ID} c="red.8" size="sm" mt={4}>
              {form.errors.iRating}
            </Text>
          ) : null}
        </div>
        <Textarea
          label={labels.REVIEW_LABEL}
          placeholder={labels.REVIEW_PLACEHOLDER}
          rows={5}
          resize="vertical"
          maxLength={REVIEW_MAX_LENGTH}
          description={`${length}/${REVIEW_MAX_LENGTH}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('tDescription')}
        />
        <Group>
          <SubmitButton loading={submission.isSubmitting}>{labels.SUBMIT}</SubmitButton>
          <Button component={Link} to="/booking" variant="default">
            {labels.CANCEL}
          </Button>
        </Group>
        {submission.error ? (
          <Alert color="red" variant="light" role="alert" aria-label={texts.NOT_ADDED}>
            {submission.error}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** /add-review: a customer rates and reviews a completed booking passed from /booking. */
export function AddReviewPage() {
  const labels = useLabels('add-review', useTexts(dashboardTexts).addReviewLabels);
  const { reviewTexts: texts } = useTexts(accountTexts);
  const format = useFormat();
  const location = useLocation();
  const booking = bookingFromState(location.state);

  if (currentRole() !== 'customer') {
    return (
      <OtherRoleNotice
        audience="customer"
        hint={texts.FOR_CUSTOMERS_HINT}
        to="/reviews"
        linkLabel={texts.GO_TO_REVIEWS}
      />
    );
  }

  if (!booking) {
    return (
      <Stack gap="md" align="flex-start" maw={560}>
        <Title order={1}>{labels.HEADING}</Title>
        <Text>{texts.NO_BOOKING}</Text>
        <Button component={Link} to="/booking">
          {texts.GO_TO_BOOKINGS}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>{labels.HEADING}</Title>
        <Text c="dimmed">{labels.SUBHEADING}</Text>
      </div>
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label={texts.REVIEWED_BOOKING}
      >
        <Text>
          <Text span fw={600}>
            {format.t(texts.FIELD_LABEL, { label: labels.BOOKING_LABEL })}
          </Text>{' '}
          {format.t(texts.BOOKING_LINE, {
            number: booking.vBookingNo,
            day: format.day(booking.vDate),
          })}
        </Text>
        <Text>
          <Text span fw={600}>
            {format.t(texts.FIELD_LABEL, { label: labels.SERVICE_LABEL })}
          </Text>{' '}
          {booking.service.vServiceName}
        </Text>
        {booking.contractor ? (
          <Text>
            <Text span fw={600}>
              {texts.CLEANER_LABEL}
            </Text>{' '}
            {booking.contractor.vFullName}
          </Text>
        ) : null}
      </Card>
      <ReviewForm booking={booking} labels={labels} />
    </Stack>
  );
}

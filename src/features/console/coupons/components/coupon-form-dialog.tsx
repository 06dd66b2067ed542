import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts } from '../../components/console-texts.ts';
import type { CouponForm } from '../queries.ts';

type Props = {
  opened: boolean;
  submitting: boolean;
  onClose: () => void;
  onCreate: (form: CouponForm) => void;
};

/**
 * A new coupon, as `create-coupon` takes it: the server checks the words with the command's own
 * rules and answers its sentences, shown as a toast; the dialog stays open to correct them.
 */
export function CouponFormDialog({ opened, submitting, onClose, onCreate }: Props) {
  const { couponsLabels } = useTexts(adminCoreTexts);
  const kinds = [
    { value: 'percent', label: couponsLabels.PERCENT },
    { value: 'fixed', label: couponsLabels.FIXED },
  ];
  const form = useForm({
    initialValues: {
      code: '',
      kind: 'percent',
      amount: '',
      city: '',
      minSubtotal: '',
      lastDay: '',
      maxRedemptions: '',
    },
  });
  const submit = form.onSubmit((values) => {
    const given = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    );
    onCreate({ ...given, code: values.code, kind: values.kind, amount: values.amount });
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={couponsLabels.CREATE_TITLE}
      closeButtonProps={{ 'aria-label': couponsLabels.CLOSE }}
      size="lg"
    >
      <form onSubmit={submit} aria-label={couponsLabels.CREATE_TITLE}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={couponsLabels.CODE}
            required
            maxLength={50}
            data-autofocus
            {...form.getInputProps('code')}
          />
          <Select
            label={couponsLabels.KIND}
            data={kinds}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <TextInput
            label={couponsLabels.AMOUNT}
            description={couponsLabels.AMOUNT_HINT}
            required
            inputMode="decimal"
            maxLength={20}
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={couponsLabels.CITY_OPTIONAL}
            maxLength={100}
            {...form.getInputProps('city')}
          />
          <TextInput
            label={couponsLabels.MIN_OPTIONAL}
            inputMode="decimal"
            maxLength={20}
            {...form.getInputProps('minSubtotal')}
          />
          <TextInput
            label={couponsLabels.LAST_DAY}
            maxLength={20}
            {...form.getInputProps('lastDay')}
          />
          <TextInput
            label={couponsLabels.LIMIT}
            inputMode="numeric"
            maxLength={20}
            {...form.getInputProps('maxRedemptions')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {couponsLabels.CANCEL}
          </Button>
          <Button type="submit" loading={submitting}>
            {couponsLabels.CREATE}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

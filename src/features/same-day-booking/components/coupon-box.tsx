import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';

/** What the coupon machine shows: the box is ticked, a code applies, or is applied. */
export type CouponView = {
  ticked: boolean;
  code: string;
  applying: boolean;
  applied: boolean;
  /** The coupon machine's message (code required, code invalid). */
  error: string | null;
};

type Props = {
  labels: {
    HAVE_COUPON_LABEL: string;
    COUPON_CODE_LABEL: string;
    COUPON_CODE_PLACEHOLDER: string;
    APPLY_COUPON: string;
  };
  view: CouponView;
  /** The payment form's word that a typed code must be applied first. */
  blockedMessage?: string | undefined;
  /** While the card is being paid the coupon cannot change the amount. */
  disabled?: boolean;
  onToggle: () => void;
  onChange: (code: string) => void;
  onApply: () => void;
};

/** The have-a-coupon checkbox and, once ticked, the coupon code with its Apply button. */
export function CouponBox({
  labels,
  view,
  blockedMessage,
  disabled = false,
  onToggle,
  onChange,
  onApply,
}: Props) {
  return (
    <Stack gap="sm">
      <Checkbox
        label={labels.HAVE_COUPON_LABEL}
        checked={view.ticked}
        disabled={disabled}
        onChange={onToggle}
      />
      {view.ticked && (
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            flex={1}
            label={labels.COUPON_CODE_LABEL}
            placeholder={labels.COUPON_CODE_PLACEHOLDER}
            autoComplete="off"
            maxLength={50}
            value={view.code}
            readOnly={view.applying}
            disabled={disabled}
            error={view.error ?? blockedMessage}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter here applies the coupon; it must not submit (pay) the payment form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onApply();
            }}
          />
          <Button
            mt={25}
            variant="outline"
            loading={view.applying}
            disabled={disabled || view.applied}
            onClick={onApply}
          >
            {labels.APPLY_COUPON}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneNumberInput } from '#src/components/phone-number-input.tsx';
import { renderComponent } from '../support/render-component.tsx';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneNumberInput label="Phone" value={value} onChange={setValue} />;
}

async function phoneField(initial?: string) {
  renderComponent(<Field initial={initial} />);
  return screen.findByRole('textbox', { name: 'Phone' });
}

describe('the phone field (decision 033)', () => {
  it('takes "+1 (780) 555-0123" typed whole, and keeps its ten digits on leaving the field', async () => {
    const phone = await phoneField();
    await userEvent.type(phone, '+1 (780) 555-0123');
    expect(phone).toHaveValue('+1 (780) 555-0123');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputMode', 'tel');

    await userEvent.tab();
    expect(phone).toHaveValue('7805550123');
  });

  it.each(['+1 (780) 555-0123', '1-780-555-0123', '780.555.0123', '(780) 555-0123'])(
    'turns a pasted "%s" into 7805550123 at once',
    async (pasted) => {
      const phone = await phoneField();
      await userEvent.click(phone);
      await userEvent.paste(pasted);
      expect(phone).toHaveValue('7805550123');
    },
  );

  it('ignores letters, so "ext" never reaches the number', async () => {
    const phone = await phoneField();
    await userEvent.type(phone, '780-555-0123 ext');
    expect(phone).toHaveValue('780-555-0123 ');
  });

  it('pastes into the selection, keeping the digits around it', async () => {
    const phone = await phoneField('7800000123');
    await userEvent.pointer({ target: phone, offset: 3, keys: '[MouseLeft]' });
    (phone as HTMLInputElement).setSelectionRange(3, 6);
    await userEvent.paste('555');
    expect(phone).toHaveValue('7805550123');
  });

  it('leaves a number that is not a whole Canadian number as typed, for the form to refuse', async () => {
    const phone = await phoneField();
    await userEvent.type(phone, '780555012');
    await userEvent.tab();
    expect(phone).toHaveValue('780555012');
  });

  // Spec §5: "max 10 in the input", counted in digits (decision 033 keeps the characters a
  // number is written with): an eleventh digit only after a leading country code 1.
  it("takes no digit past a number's ten, as typed", async () => {
    const phone = await phoneField();
    await userEvent.type(phone, '416555012345678');
    expect(phone).toHaveValue('4165550123');
  });

  it('refuses a digit typed into the middle of a whole number, rather than losing its last', async () => {
    const phone = await phoneField('4165550123');
    await userEvent.pointer({ target: phone, offset: 3, keys: '[MouseLeft]' });
    await userEvent.keyboard('7');
    expect(phone).toHaveValue('4165550123');
  });

  it('takes eleven digits when the first is the country code 1', async () => {
    const phone = await phoneField();
    await userEvent.type(phone, '+1 416 555 0123 4');
    expect(phone).toHaveValue('+1 416 555 0123 ');
  });

  it('keeps a pasted run of digits to its first ten', async () => {
    const phone = await phoneField();
    await userEvent.click(phone);
    await userEvent.paste('416555012345678');
    expect(phone).toHaveValue('4165550123');
  });
});

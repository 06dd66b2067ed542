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
});

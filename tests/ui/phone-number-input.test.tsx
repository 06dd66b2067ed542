import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneNumberInput } from '#src/components/phone-number-input.tsx';
import { renderComponent } from '../support/render-component.tsx';

function Field({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return <PhoneNumberInput label="Phone" value={digits} onChange={setDigits} />;
}

async function phoneField(initial?: string) {
  renderComponent(<Field initial={initial} />);
  return screen.findByRole('textbox', { name: 'Phone' });
}

describe('the phone field', () => {
  it('keeps only the digits typed, at most ten, and says so to the browser', async () => {
    const phone = await phoneField();
    await userEvent.type(phone, '(613) 555-0110 ext 9');
    expect(phone).toHaveValue('6135550110');
    expect(phone).toHaveAttribute('maxLength', '10');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputMode', 'numeric');
  });

  it('keeps the digits of a pasted number that is longer than ten characters', async () => {
    const phone = await phoneField();
    await userEvent.click(phone);
    await userEvent.paste('(613) 555-0110');
    expect(phone).toHaveValue('6135550110');
  });

  it('pastes into the selection, keeping the digits around it, still at most ten', async () => {
    const phone = await phoneField('6130000110');
    await userEvent.pointer({ target: phone, offset: 3, keys: '[MouseLeft]' });
    (phone as HTMLInputElement).setSelectionRange(3, 6);
    await userEvent.paste('555-99');
    expect(phone).toHaveValue('6135559901');
  });
});

import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  forgotPasswordLabels,
  loginLabels,
  registerLabels,
  resetPasswordLabels,
} from '#shared/catalogue/en-CA/auth.ts';
import { AuthCard } from '#src/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '#src/features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '#src/features/auth/components/login-form.tsx';
import { RegisterForm } from '#src/features/auth/components/register-form.tsx';
import { ResetPasswordForm } from '#src/features/auth/components/reset-password-form.tsx';

// The account forms as the pages show them, with the English default labels. Each form is given
// its submit state by the `*-form-with-submit.tsx` beside it (useFormSubmit); here the args set it
// directly.

type FormArgs = { submitting: boolean; error: string | null; onSubmit: () => void };

const meta = {
  title: 'Account/Forms',
  args: { submitting: false, error: null, onSubmit: fn() },
} satisfies Meta<FormArgs>;

export default meta;
type Story = StoryObj<FormArgs>;

function Card({
  labels,
  children,
}: {
  labels: { HEADING: string; SUBHEADING?: string };
  children: ReactNode;
}) {
  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      {children}
    </AuthCard>
  );
}

const login = (args: FormArgs) => (
  <Card labels={loginLabels}>
    <LoginForm labels={loginLabels} {...args} />
  </Card>
);

export const Login: Story = { render: login };

export const LoginPhone: Story = {
  render: login,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Submitting the empty form shows the server's own messages beside the fields. */
export const LoginMissingFields: Story = {
  render: login,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(canvas.getByText('Email is Required.')).toBeInTheDocument();
    await expect(canvas.getByText('Password is Required.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoginSubmitting: Story = { render: login, args: { submitting: true } };

/** The server's refusal stays under the form after its toast has gone. */
export const LoginRefused: Story = {
  render: login,
  args: { error: 'The e-mail or password is incorrect.' },
};

const register = (args: FormArgs) => (
  <Card labels={registerLabels}>
    <RegisterForm labels={registerLabels} {...args} />
  </Card>
);

export const Register: Story = { render: register };

export const RegisterInvalid: Story = {
  render: register,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'amelia@tremblay');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '780555014');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'maple');
    await userEvent.type(
      canvas.getByLabelText(/Confirm Password/, { selector: 'input' }),
      'maples',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText('First Name is Required.')).toBeInTheDocument();
    await expect(canvas.getByText('Invalid Email Format.')).toBeInTheDocument();
    await expect(canvas.getByText('Invalid Phone Number.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter min 6 characters.')).toBeInTheDocument();
    await expect(canvas.getByText('Passwords do not match.')).toBeInTheDocument();
  },
};

export const RegisterRefused: Story = {
  render: register,
  args: {
    error: 'An account with this e-mail already exists. Please log in or reset your password.',
  },
};

const forgot = (args: FormArgs) => (
  <Card labels={forgotPasswordLabels}>
    <ForgotPasswordForm labels={forgotPasswordLabels} {...args} />
  </Card>
);

export const ForgotPassword: Story = { render: forgot };

export const ForgotPasswordInvalid: Story = {
  render: forgot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'noor.haddad@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(canvas.getByText('Invalid Email Format.')).toBeInTheDocument();
  },
};

export const ForgotPasswordSubmitting: Story = { render: forgot, args: { submitting: true } };

const reset = (args: FormArgs) => (
  <Card labels={resetPasswordLabels}>
    <ResetPasswordForm
      labels={resetPasswordLabels}
      passwordMinLength={6}
      passwordPlaceholder={resetPasswordLabels.NEW_PASSWORD_PLACEHOLDER}
      {...args}
    />
  </Card>
);

export const ResetPassword: Story = { render: reset };

export const ResetPasswordMismatch: Story = {
  render: reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/^New Password/, { selector: 'input' }),
      'Rideau-Canal-2027',
    );
    await userEvent.type(
      canvas.getByLabelText(/Confirm New Password/, { selector: 'input' }),
      'Rideau-Canal-2072',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Passwords do not match.')).toBeInTheDocument();
  },
};

/** An unknown, used or expired link: the server's message. */
export const ResetPasswordExpiredLink: Story = {
  render: reset,
  args: { error: 'This reset link is invalid or has expired.' },
};

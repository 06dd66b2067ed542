import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

// The accounts calls of spec §7 (and the activation and logout calls DESIGN adds). Each resolves
// with the server's answer, whose `message` the screens show, or throws its 4xx sentence.

type Schemas = components['schemas'];
export type LoginValues = Schemas['LoginRequest'];
export type RegisterValues = Schemas['RegisterRequest'];
export type ResetPasswordValues = Schemas['ResetPasswordRequest'];

export const logIn = (client: ApiClient, body: LoginValues) =>
  envelopeOf(client.POST('/api/auth/login', { body }));

export const register = (client: ApiClient, body: RegisterValues) =>
  envelopeOf(client.POST('/api/auth/register', { body }));

export const activate = (client: ApiClient, vUniqueCode: string) =>
  envelopeOf(client.POST('/api/auth/activate', { body: { vUniqueCode } }));

export const requestPasswordReset = (client: ApiClient, vEmail: string) =>
  envelopeOf(client.POST('/api/auth/forgot-password', { body: { vEmail } }));

export const resetPassword = (client: ApiClient, body: ResetPasswordValues) =>
  envelopeOf(client.POST('/api/auth/reset-password', { body }));

export const logOut = (client: ApiClient) =>
  envelopeOf(client.POST('/api/auth/logout', { body: {} }));

/** Whether a reset link can still set a password; nothing is spent (decision 033). */
export const checkResetLink = (client: ApiClient, vUniqueCode: string) =>
  envelopeOf(client.POST('/api/auth/reset-password/check', { body: { vUniqueCode } }));

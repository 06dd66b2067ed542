// The English defaults of the login, registration and password pages (shared/catalogue/en-CA), apart from
// their forms: a page shows its heading and texts from these while its form's code (XState,
// @mantine/form) is still arriving.
export {
  forgotPasswordLabels,
  loginLabels,
  registerLabels,
  resetPasswordLabels,
} from '#shared/catalogue/en-CA/auth.ts';

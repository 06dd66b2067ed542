import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import {
  colours,
  ember,
  fontFamily,
  fontSizes,
  headings,
  radius,
  shadows,
  spacing,
  spruce,
} from './theme-tokens.ts';
import classes from './theme.module.css';

/** The one theme of the app, Storybook, the UI tests and the server-rendered pages (docs/design.md). */
export const theme = createTheme({
  primaryColor: 'spruce',
  primaryShade: 7,
  colors: { spruce: [...spruce] as MantineColorsTuple, ember: [...ember] as MantineColorsTuple },
  // Mantine's body text is `black`: ink instead of #000.
  black: colours.ink,
  fontFamily,
  headings: { fontFamily, fontWeight: '700', textWrap: 'balance', sizes: headings },
  fontSizes,
  spacing,
  radius,
  defaultRadius: 'md',
  shadows,
  other: { colours },
  components: {
    // Pill buttons; the header's quiet buttons (Services, Log In) keep their own hover.
    Button: { defaultProps: { radius: 'xl' } },
    Checkbox: { classNames: { input: classes.checkboxInput } },
    // Every input (text, phone, date, select, textarea) is built on Input.
    Input: { classNames: { wrapper: classes.inputWrapper } },
    // @mantine/dates' own component, named here so the date field's calendar reads like the rest.
    DatePickerInput: { classNames: { day: classes.calendarDay } },
    DatePicker: { classNames: { day: classes.calendarDay } },
    // Read-only ratings (testimonials, reviews) in the stars' role colour, not Mantine's yellow
    // (1.8:1 on white); the number beside them says the rating too.
    Rating: { defaultProps: { color: colours.star } },
    // A toast's close button is an icon alone: it is named in the page's language by the toasts'
    // container (src/app/toast-container.tsx).
  },
});

/**
 * Mantine's "dimmed" text is gray 6 (3.3:1 on white), below WCAG AA; gray 7 keeps the quieter
 * look at 8.2:1, on white and on the pale spruce sections. Its error colour, red 6, puts a field's
 * error at 3.3:1 too; red 9 reads at 5.5:1. Its placeholder text is gray 5 (2.1:1); #697077 is
 * 5:1 on a white input, still lighter than what the visitor types. The `--ms-*` variables give
 * CSS modules the roles Mantine has no name for (cream, stars, input edges, success).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--ms-color-ink': colours.ink,
    '--ms-color-cream': colours.cream,
    '--ms-color-star': colours.star,
    '--ms-color-input-border': colours.inputBorder,
    '--ms-color-success': colours.success,
  },
  light: {
    '--mantine-color-dimmed': colours.muted,
    '--mantine-color-error': colours.error,
    '--mantine-color-placeholder': colours.placeholder,
  },
  dark: {},
});

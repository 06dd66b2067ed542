import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

// Shade 7 of each palette passes WCAG AA (4.5:1) with white text, so filled buttons use it.
const spruce: MantineColorsTuple = [
  '#e6f4f1',
  '#c4e4dd',
  '#9fd3c7',
  '#74bfae',
  '#4aa994',
  '#2b917c',
  '#1f7a68',
  '#176455',
  '#114e43',
  '#0b3a32',
];

/** The orange of every call to action (Book Now and the buttons inside page content). */
const ember: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#f76707',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

export const theme = createTheme({
  primaryColor: 'spruce',
  primaryShade: 7,
  colors: { spruce, ember },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Checkbox: { classNames: { input: classes.checkboxInput } },
    // @mantine/dates' own component, named here so the date field's calendar reads like the rest.
    DatePickerInput: { classNames: { day: classes.calendarDay } },
    // A toast's close button is an icon alone: without a name a screen reader announces "button".
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/**
 * Mantine's "dimmed" text is gray 6 (3.3:1 on white), below WCAG AA; gray 7 keeps the quieter
 * look at 7:1, on white and on the pale spruce sections. Its error colour, red 6, puts a field's
 * error at 3.3:1 too; red 9 reads at 5.4:1. Its placeholder text is gray 5 (2.1:1); #697077 is
 * 5:1 on a white input, still lighter than what the visitor types.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#697077',
  },
  dark: {},
});

/**
 * Head office's time zone: the console's week (the Today screen's money) starts on Monday at
 * midnight here. The server counts from it and the web app writes that Monday in it, so an
 * operator west of Toronto does not read the Sunday before.
 */
export const HEAD_OFFICE_ZONE = 'America/Toronto';

// What the rest of the server may import from server/booking-news (its public entry; decision 090).
export { completionAttachments } from './completion-attachments.ts';
export { seeYourBooking } from './news-messages.ts';
export { newsOfEvents, type EventNews } from './news-table.ts';
export { tellRefund } from './refund-news.ts';
export { tellTip, type TipFacts } from './tip-news.ts';
export { sendDayBeforeReminders, type RemindersReport } from './reminders.ts';
export {
  tellMove,
  tellUntoldMoves,
  toldAtTheMove,
  type NewsContext,
  type NewsLog,
  type UntoldReport,
} from './teller.ts';

// What the rest of the server may import from server/notifications (its public entry; decision 090).
export { notificationHandlers } from './notification.handlers.ts';
export { localeOfTarget, notify, type NoticeContent, type NoticeText } from './notify.ts';

/** /chats (decision 015): how to reach support, since there is no inbox. */
export const chatsLabels = {
  TITLE: 'Chats',
  HEADING: 'Chat with MapleShine',
  INTRO: 'Questions about a booking, a job or your account go to our support team.',
  WIDGET_OPEN: 'Open the chat button in the corner of this page to write to us now.',
  WIDGET_OFF: 'Live chat is not available at the moment; write or call us instead.',
  EMAIL: 'Email:',
  PHONE: 'Phone:',
  NO_MESSAGES:
    'Customers and cleaners do not message each other here: the cleaner receives the booking details with the job, and both of you are notified as the job moves along.',
  SEND_MESSAGE: 'Send us a message',
  SEE_NOTIFICATIONS: 'See your notifications',
};

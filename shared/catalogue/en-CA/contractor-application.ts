/** /contractor-application: its form and a logged-in contractor's application status. */

export const contractorApplicationLabels = {
  HEADING: 'Contractor Application',
  SUBHEADING:
    'Tell us about yourself. Once your background check clears and you are approved, you can start accepting jobs.',
  FULL_NAME_LABEL: 'Full Name',
  FULL_NAME_PLACEHOLDER: 'Enter your full name',
  EMAIL_LABEL: 'E-mail',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  CITY_LABEL: 'City',
  CITY_PLACEHOLDER: 'Select the city you want to work in',
  EXPERIENCE_LABEL: 'Years of Experience',
  EXPERIENCE_PLACEHOLDER: 'Select your years of experience',
  PHOTO_LABEL: 'Photo',
  PHOTO_BUTTON: 'Upload Photo',
  PHOTO_HELP: 'A clear photo of your face as a .jpg, .jpeg or .png file, up to 5 MB.',
  PASSWORD_LABEL: 'Password',
  PASSWORD_PLACEHOLDER: 'At least 6 characters',
  PASSWORD_HELP: 'You will use your e-mail and this password to log in and see your jobs.',
  BACKGROUND_CHECK_LABEL:
    'I consent to a background check as part of my application to clean with MapleShine.',
  SUBMIT: 'Submit Application',
  HAVE_ACCOUNT: 'Already applied?',
  LOGIN_LINK: 'Log In',
  CONFIRMATION_HEADING: 'Application Received',
  BACK_HOME: 'Back to Home',
  PENDING_HEADING: 'Your Application Is Under Review',
  PENDING_TEXT:
    'Thank you for applying. We are reviewing your application and will e-mail you once it is approved; until then you cannot accept jobs.',
  APPROVED_HEADING: 'Your Application Is Approved',
  APPROVED_TEXT: 'You can accept cleaning jobs in your city from your dashboard.',
  SEE_JOBS: 'See Jobs',
  REJECTED_HEADING: 'Your Application Was Not Approved',
  REJECTED_TEXT: 'If you have questions about this decision, please contact us.',
  CONTACT_US: 'Contact Us',
};

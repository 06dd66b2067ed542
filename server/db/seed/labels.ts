/**
 * Labels per page slug (the first path segment of a route, 'home' for '/'): headings, field
 * labels, placeholders, buttons and short helper texts. Validation messages and toasts are not
 * labels; they are fixed texts in code. The texts are written once, in shared/catalogue/en-CA/, where the
 * pages take them as their English defaults; a page's new label is seeded by adding it there.
 */
import {
  accountActivationLabels,
  accountVerifiedLabels,
  forgotPasswordLabels,
  loginLabels,
  registerLabels,
  resetPasswordLabels,
  successRegistrationLabels,
  successResetPasswordLabels,
} from '#shared/catalogue/en-CA/auth.ts';
import { blogDetailLabels, blogListLabels } from '#shared/catalogue/en-CA/blog.ts';
import { bookNowLabels, thankYouLabels } from '#shared/catalogue/en-CA/booking.ts';
import { contactUsLabels } from '#shared/catalogue/en-CA/contact.ts';
import {
  aboutUsLabels,
  careersLabels,
  commercialLabels,
  servicesLabels,
} from '#shared/catalogue/en-CA/content.ts';
import { contractorApplicationLabels } from '#shared/catalogue/en-CA/contractor-application.ts';
import {
  addAddressLabels,
  addReviewLabels,
  bookingLabels,
  changePasswordLabels,
  dashboardLabels,
  editAddressLabels,
  editProfileLabels,
  jobDetailsLabels,
  jobsLabels,
  notificationLabels,
  profileLabels,
  reviewsLabels,
} from '#shared/catalogue/en-CA/dashboard.ts';
import { faqLabels } from '#shared/catalogue/en-CA/faq.ts';
import { hiringCities, hiringPageLabels } from '#shared/catalogue/en-CA/hiring.ts';
import { homeLabels } from '#shared/catalogue/en-CA/home-slug.ts';
import { joinUsLabels } from '#shared/catalogue/en-CA/join-us.ts';
import { landingLabels } from '#shared/catalogue/en-CA/landing.ts';
import { notFoundLabels } from '#shared/catalogue/en-CA/not-found.ts';
import { workingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';

const hiringPages = Object.fromEntries(
  Object.entries(hiringCities).map(([city, about]) => [
    `house-cleaner-jobs-${city}`,
    hiringPageLabels(about),
  ]),
);

export const labelSeed: Record<string, Record<string, string>> = {
  home: homeLabels,
  'book-now': bookNowLabels,
  'thank-you': thankYouLabels,
  login: loginLabels,
  register: registerLabels,
  'forgot-password': forgotPasswordLabels,
  'reset-password': resetPasswordLabels,
  'success-registration': successRegistrationLabels,
  'account-activation': accountActivationLabels,
  'account-verified': accountVerifiedLabels,
  'success-reset-password': successResetPasswordLabels,
  'change-password': changePasswordLabels,
  'contact-us': contactUsLabels,
  'about-us': aboutUsLabels,
  services: servicesLabels,
  commercial: commercialLabels,
  careers: careersLabels,
  'join-us': joinUsLabels,
  'contractor-application': contractorApplicationLabels,
  'frequently-asked-questions': faqLabels,
  blog: blogListLabels,
  blogs: blogListLabels,
  'blog-detail': blogDetailLabels,
  dashboard: dashboardLabels,
  profile: profileLabels,
  'edit-profile': editProfileLabels,
  'add-address': addAddressLabels,
  'edit-address': editAddressLabels,
  booking: bookingLabels,
  jobs: jobsLabels,
  'working-hours': workingHoursLabels,
  'job-details': jobDetailsLabels,
  reviews: reviewsLabels,
  'add-review': addReviewLabels,
  notification: notificationLabels,
  ...hiringPages,
  'move-out-in-cleaning-edmonton': landingLabels,
  'page-not-found': notFoundLabels,
};

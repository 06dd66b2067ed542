// Generated from openapi.yaml by `npm run api:types`. Do not edit.
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process answers (liveness). Touches nothing else, not even the database. */
    get: operations['healthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The instance may take traffic: its database answers and has every migration this build ships. 503 otherwise, and while the instance is shutting down. */
    get: operations['readyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/city/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cities MapleShine serves, sorted alphabetically. */
    post: operations['cityGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cleaning services that can be booked. */
    post: operations['serviceGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residence_type/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The kinds of home a customer can book a cleaning for. */
    post: operations['residenceTypeGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/extra_utility/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The add-ons a customer can choose for a cleaning. */
    post: operations['extraUtilityGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/label/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The labels (headings, button texts) of one page, by the page's slug. */
    post: operations['labelGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/setting/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Company settings (footer text, contact details) or social links. */
    post: operations['settingCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates an inactive customer account and e-mails its activation link. */
    post: operations['authRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activates an account with the code from its activation e-mail. */
    post: operations['authActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a session (httpOnly cookie) and tells which roles the e-mail has. */
    post: operations['authLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the caller's session, if any. */
    post: operations['authLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mails a password-reset link when the account exists; the answer is the same either way. */
    post: operations['authForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password with a reset code and ends the user's sessions. */
    post: operations['authResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tells the reset page whether its link can still set a password, without spending it: 400 "This reset link has already been used or has expired." for a used, expired or unknown code (decision 033). A usable link's answer says how long the password must be: 8 for an operator's account, 6 for a customer's or cleaner's (decision 084). */
    post: operations['authResetPasswordCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes the signed-in person's password after checking the current one, and ends their other sessions. */
    post: operations['authChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/closure/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What closing the signed-in person's account would do now (decision 139): each upcoming booking with the fee the cancellation policy takes for it, the cleaner's accepted jobs that go back to the board, whether a booking under way blocks it, whether the second factor is asked (operators), and what MapleShine keeps after a closure and why. Changes nothing. */
    post: operations['accountClosurePreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Closes the signed-in person's account (decision 139) after their current password (and an operator's code from their app): upcoming bookings cancelled under the cancellation policy (the fee shown must still be the fee, or 409 and nothing changes), a cleaner's accepted jobs handed back with the operators told, then their personal data erased or anonymised, every session ended and the address freed. A wrong password is 400 and writes nothing; wrong guesses are limited as change-password's (429). */
    post: operations['accountClose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/second-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** For an operator whose password was accepted and who has no second factor yet: a new TOTP secret for their authenticator app, as text and as an otpauth:// address (decision 078). Each call replaces the secret not yet confirmed. */
    post: operations['authSecondFactorSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/second-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The first code from the app confirms the set-up: the secret is in use from now on, ten single-use recovery codes are answered (once; only their hashes are kept) and the session opens the console. */
    post: operations['authSecondFactorConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/second-factor/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** After the password, an operator's current code from their app (or one of their recovery codes, used up by it) makes the session a console session. */
    post: operations['authSecondFactorVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/locale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets the language the signed-in person's e-mails and notifications are written in, as the profile's language choice and the language switcher save it (decision 103). */
    post: operations['authSetLocale'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/get_by_id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer's profile. */
    post: operations['customerGetById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Updates the signed-in customer's profile, photo and (optionally) password; a new password needs the current one, as change-password does. */
    post: operations['customerUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/get_by_id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in contractor's profile. */
    post: operations['contractorGetById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Updates the signed-in contractor's profile, photo and (optionally) password; a new password needs the current one, as change-password does. */
    post: operations['contractorUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Applies to clean with MapleShine; the contractor starts Pending until an operator approves. */
    post: operations['contractorCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/housecleaning_exeperience/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The years-of-experience choices of the contractor application. */
    post: operations['housecleaningExperienceGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customerAddress/Add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds an address to the signed-in customer. */
    post: operations['customerAddressAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customerAddress/get_by_id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One of the signed-in customer's addresses. */
    post: operations['customerAddressGetById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customerAddress/edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes one of the signed-in customer's addresses. */
    post: operations['customerAddressEdit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customerAddress/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deletes one of the signed-in customer's addresses. */
    post: operations['customerAddressDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customerAddress/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer's addresses, newest first. */
    post: operations['customerAddressGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comment/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a signed-in customer's comment to a blog post; limited per account and per address, as the other forms are (429). */
    post: operations['commentCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact_us/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a message to the company; it is stored and e-mailed to COMPANY_EMAIL. */
    post: operations['contactUsCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The HTML content of one page by slug; `tDescription` is base64-encoded HTML. */
    post: operations['pageGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meta/get_by_id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The title, description and keywords of a route slug. */
    post: operations['metaGetById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/banner/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The home page banners, in order. */
    post: operations['bannerGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/faq/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Frequently asked questions for customers or contractors, or for one service. */
    post: operations['faqGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blog/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Every blog post, newest first. */
    post: operations['blogGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blog/get_by_id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One blog post by id or slug. */
    post: operations['blogGetById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/category/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The blog categories. */
    post: operations['categoryGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tag/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The blog tags. */
    post: operations['tagGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comment/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The comments of one blog post, newest first, with their authors. */
    post: operations['commentGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reviews by audience (and city); `Customer` gives the testimonials, newest first, signed with first name and initial. */
    post: operations['reviewGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review/get_summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** How many reviews `reviewGetAllData` lists for the same query, and their average rating to one decimal (none without a review). */
    post: operations['reviewGetSummary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/setting/social': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The social links that are configured. */
    post: operations['settingSocial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/book-same-day': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a same-day booking with the contact details; answers its unique code as `id`. */
    post: operations['cleaningBookSameDay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/schedule-cleaning': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Prices the cleaning and checks that a cleaner is free; the booking code travels in the vUniqueCode header. */
    post: operations['cleaningScheduleCleaning'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/cancellation_terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The quote step's cancellation line (issue 42): until when the quoted booking can be cancelled free under today's policy once a cleaner has accepted it (null when that moment has passed), in the service address's time zone. The booking code travels in the vUniqueCode header, as for schedule-cleaning. */
    post: operations['cleaningCancellationTerms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/book_now_email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mails the quote summary to the customer. */
    post: operations['cleaningBookNowEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/gift_coupon_discount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a coupon against the quoted booking and answers the discounted figures. */
    post: operations['cleaningGiftCouponDiscount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/payment_autorization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Authorizes the card for the recomputed price (or saves it for a later hold) and opens the job to the city’s cleaners. */
    post: operations['cleaningPaymentAutorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/payment_authentication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finishes the payment once the customer answered their bank's check (3-D Secure): the card is held (or saved) and the booking confirmed, or nothing is held.
     * @description Called by the payment step after Stripe.js's handleNextAction (or the test gateway's authentication page) with the booking's code. 400 when the bank did not confirm the card (the intent is cancelled and nothing is held; the booking stays quoted), 409 when no check waits for the booking (decision 099).
     */
    post: operations['cleaningPaymentAuthentication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/test_authentication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The offline test gateway's authentication page: the tester approves or fails a card's bank check.
     * @description Only with the offline test gateway (no STRIPE_SECRET_KEY): with Stripe, Stripe.js shows the bank's own page and this answers 404. The client secret, which only the browser that paid holds, names the check (decision 099).
     */
    post: operations['cleaningTestAuthentication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/card_confirmation/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The booking whose saved card needs its bank's check before its hold, found by the e-mailed link's token.
     * @description The token of /confirm-card/<token> goes in the body, never in the URL; an unknown or revoked token answers 404 (decision 099).
     */
    post: operations['cleaningCardConfirmationGet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/card_confirmation/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts the bank's check of the booking's saved card: answers the client secret for Stripe.js (or the test page), or the hold when the bank asks nothing.
     * @description 409 when the booking no longer waits for its card (already held, cancelled or started).
     */
    post: operations['cleaningCardConfirmationStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/card_confirmation/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Places the saved card's hold once the customer answered their bank, or answers 400 when the bank did not confirm it.
     * @description 409 when no check waits for the booking. After a failure the customer may try again until the cleaning starts; a booking never confirmed by then is cancelled.
     */
    post: operations['cleaningCardConfirmationFinish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/accept_job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in contractor accepts an open job. */
    post: operations['cleaningAcceptJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/accept_plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signed-in cleaner accepts a regular cleaning's open visit and becomes the plan's cleaner.
     * @description The visit is accepted as accept_job accepts a job (every check, same answers); the cleaner becomes the plan's cleaner only when the plan has none and their working hours hold the plan's weekday and whole window (409 naming the weekday and window otherwise, nothing written). The plan's other open visits they can take are then theirs too (docs/decisions/144-one-cleaner-per-plan.md).
     */
    post: operations['contractorAcceptPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/leave_plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The plan's cleaner stops cleaning a regular cleaning.
     * @description Their visits more than 48 hours away go back to the board and the customer is told once, with their dates; nearer visits stay theirs. Another cleaner's plan is not found (404).
     */
    post: operations['contractorLeavePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The regular cleanings the signed-in cleaner cleans, with their next visits.
     * @description Only the customer's first name and city: contact details stay with each visit's job, under the rule of assigned jobs (decision 079).
     */
    post: operations['contractorPlans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cleaning/reject_job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signed-in contractor declines an open job, or hands back an accepted one before it starts.
     * @description A cleaner hands back at most 3 jobs in any 24 hours (429 beyond, saying from when another may be handed back); each hand-back after the first in 24 hours e-mails the operators (docs/decisions/079-contact-details-near-the-job.md).
     */
    post: operations['cleaningRejectJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/assign_contractor_to_booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in contractor accepts an open job (same as accept_job). */
    post: operations['contractorAssignContractorToBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/get_contractor_Job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open jobs in the contractor’s city that fit their schedule and the contractor’s jobs to do, then their past jobs a page at a time. */
    post: operations['contractorGetContractorJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/start_booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The assigned contractor starts the cleaning. */
    post: operations['contractorStartBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/complete_booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The contractor finishes the cleaning; the card is charged. */
    post: operations['contractorCompleteBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/get_all_review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reviews customers wrote about the signed-in contractor, newest first. */
    post: operations['contractorGetAllReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The contractor’s figures: jobs by status, earnings, average rating. */
    post: operations['contractorDashboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/get_working_hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in cleaner's working hours, days off and daily job cap (decision 044). */
    post: operations['contractorGetWorkingHours'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/check_working_hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Validates proposed working hours like update and lists the accepted upcoming jobs they would not cover; writes nothing. */
    post: operations['contractorCheckWorkingHours'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/update_working_hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves the working hours (and marks them confirmed); accepted jobs are never dropped, conflicts are only reported. */
    post: operations['contractorUpdateWorkingHours'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/get_tax_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in cleaner's tax details for the CRA's platform reporting rules, masked (decision 135): null until given. The full SIN or business number is never answered, not even to them. */
    post: operations['contractorGetTaxDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/save_tax_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves the signed-in cleaner's tax details, sealed (AES-256-GCM), replacing any before: a change is the whole form again. The first bad field is refused (400) and nothing is written. */
    post: operations['contractorSaveTaxDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer’s upcoming bookings, soonest first, then past ones a page at a time, newest first. */
    post: operations['customerGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/cancel_booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels one of the customer’s bookings before the cleaning starts and releases the card hold. `iFeeCents` is the cancellation fee the customer was shown (absent: none); when the fee is now different the answer is 409 with the new fee and nothing changes (decision 117). */
    post: operations['customerCancelBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/free-times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The times a paid booking could move to before its start, each priced again: for a booking nobody has accepted, when a cleaner of its city is free; for an assigned one, when its cleaner is free (decisions 098, 121). Which days of the next two weeks have a free time, and every free time of one day: sDay, or without it the first day with a free time (decision 126). Only times its card hold covers; 400 for a day that is not a date or outside the two weeks; 409 once started or moved twice. The booking link’s token is the capability. */
    post: operations['bookingLinkFreeTimes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Moves a paid booking to one of its offered times, priced again (decision 121): a higher price needs bAcceptIncrease and is held on the card before the old hold is released. An open booking reopens to that time’s cleaners; an assigned one keeps its cleaner. 409 when the time is no longer free, the price needs confirming, the card refuses the new hold, the booking started or was moved twice. */
    post: operations['bookingLinkMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/free-times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer’s twin of bookingLinkFreeTimes, for one of their own bookings. */
    post: operations['customerBookingFreeTimes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer’s twin of bookingLinkMove, for one of their own bookings. */
    post: operations['customerBookingMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/ask-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks the assigned cleaner for one of the booking’s offered times outside their free time (vWho any, decision 125): nothing moves, the booking and its hold stay as they are until the cleaner accepts. A higher price needs bAcceptIncrease. 409 when the booking has no cleaner, the time is not one to ask for, it is too close, or a request already waits. */
    post: operations['bookingLinkRescheduleAsk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/ask-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer’s twin of bookingLinkRescheduleAsk, for one of their own bookings. */
    post: operations['customerRescheduleAsk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/time-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The booking’s request for a new time that its customer still has to read (decision 125): waiting for the cleaner’s answer, or declined or lapsed with a choice to make; none otherwise. */
    post: operations['bookingLinkRescheduleRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/time-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer’s twin of bookingLinkRescheduleRequest. */
    post: operations['customerRescheduleRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/time-request/choose': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** After the cleaner declined the new time or let it lapse: keep the booking’s time, open the new time to other cleaners (decision 130: the booking moves there without its cleaner and reopens; only while another cleaner the customer did not block is free then, else 409 with nothing written), or cancel it free of any fee (decision 125). 409 when no request waits for a choice. */
    post: operations['bookingLinkRescheduleChoose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/time-request/choose': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer’s twin of bookingLinkRescheduleChoose. */
    post: operations['customerRescheduleChoose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/time-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in cleaner’s customers’ requests for new times outside their free time, waiting for their answer, soonest answer-by first (decision 125). */
    post: operations['contractorRescheduleRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/time-request/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cleaner accepts or declines a customer’s new time (decision 125). Accept moves the booking there (decision 121’s move, their weekly hours set aside but not their other jobs: 409 when they have another job then); decline costs nothing and the customer is e-mailed their choices. 404 for another cleaner’s request, 409 once answered or lapsed. */
    post: operations['contractorRescheduleAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/update_access_notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes the access notes of one of the customer’s bookings until the cleaning starts.
     * @description Replaces the four notes (each left out is empty). Only the signed-in customer's own confirmed booking: another's, or an unpaid one, is 404. Once the cleaning has started, or the booking is completed or cancelled, 409 and nothing changes (decision 100).
     */
    post: operations['customerUpdateAccessNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A booking's own page, opened with the link its e-mails carry (issue 40), without an account. The link's token travels in the body, never in an address a log keeps. An unknown or ended link answers 404 with one sentence; links that open nothing count against the caller's address (20 an hour, then 429). */
    post: operations['bookingLinkOpen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/cancellation_quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What cancelling one of the customer's bookings costs now, under the policy it was confirmed with (decision 117): the tier, the fee with its tax included, and when that changes. The cancel dialog shows it before the customer confirms. */
    post: operations['customerCancellationQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/cancellation_quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What cancelling the booking through its link costs now (as /api/customer/cancellation_quote); 404 for a link that opens nothing. */
    post: operations['bookingLinkCancellationQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the booking through its link, as a signed-in cancel does: the hold is released, the cleaner and the customer told, the e-mail sent. 409 with the lifecycle's refusal when it can no longer be cancelled, or with the new fee when the cancellation fee is not the `iFeeCents` shown (nothing is written then); 404 for a link that opens nothing. */
    post: operations['bookingLinkCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer stops the booking's links from its page: this link and every other link of the booking open nothing from now on; e-mails sent later carry a new one. */
    post: operations['bookingLinkEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One of the signed-in customer's own paid bookings by its number, as its page shows it (the same page a guest opens through a link). Another customer's booking, or an unpaid one, is 404. */
    post: operations['customerBookingPage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/tip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The tip panel of a completed booking opened through its link: the shares of the price before tax as amounts (nothing chosen), the bounds, the last day and any tip given. 409 before the cleaning is completed; 404 for a link that opens nothing. */
    post: operations['bookingLinkTip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/tip/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a tip through the booking's link: a charge of its own on the card the cleaning was paid with, untaxed, all of it the cleaner's, for 14 days after completion. One tip per booking; the same amount again answers the tip given, another amount 409. 400 for an amount under $1 or over the price before tax, or a card the bank refused (nothing charged). A card whose bank asks for its check answers `vClientSecret` (nothing charged yet); the same request with `bAuthenticated` then finishes it (decision 131). */
    post: operations['bookingLinkAddTip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/tip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer's twin of bookingLinkTip, for one of their own bookings. */
    post: operations['customerBookingTip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking/tip/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer's twin of bookingLinkAddTip, for one of their own bookings. */
    post: operations['customerBookingAddTip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/tips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in cleaner's tips for their earnings, newest first (up to 50): the amount, the customer's first name and the day, nothing else of the customer; and the total. */
    post: operations['contractorTips'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email_preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in person's e-mail preferences: whether they consent to each kind of promotional e-mail (reminders to book again, offers and news). Booking, receipt and security e-mails are always sent. */
    post: operations['accountEmailPreferences'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email_preferences/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns one kind of the signed-in person's promotional e-mail on or off. On records their consent (when, from the profile, and the switch's wording in the page's language); off withdraws it; the history is kept. Answers the preferences. */
    post: operations['accountEmailPreferencesUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The unsubscribe page's button (/unsubscribe?k=…&t=…, no sign-in): withdraws the consent of the person the key names to that kind of promotional e-mail. Again is no error. A key that names nobody answers 404 and writes nothing; such misses are rate-limited per address. */
    post: operations['emailUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/unsubscribe/one-click': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A mail client's one-click unsubscribe (RFC 8058): the address of a promotional e-mail's List-Unsubscribe header, posted with the body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) or none, without cookies. Withdraws the consent the key and topic of the query name, as the page's button does; never a redirect. */
    post: operations['emailUnsubscribeOneClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in cleaner's pay statement weeks (Monday to Sunday on their city's clock), newest first, a page at a time (decision 054): each week with anything earned or sent, and its totals. */
    post: operations['contractorStatementWeeks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One week of the signed-in cleaner's pay statement: the jobs completed, tips and cancellation fees charged, and transfers sent that week, with the totals. A week that is not a Monday, not a date or not started yet is 400; a week with nothing of the cleaner's is 404. */
    post: operations['contractorStatement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/statement/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One week's pay statement as CSV (RFC 4180, UTF-8 with a byte order mark, a header row, ISO dates, money in decimal dollars), in the cleaner's language; refused as the JSON statement is. */
    post: operations['contractorStatementCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/statement/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One week's pay statement as a PDF in the cleaner's language; refused as the JSON statement is. */
    post: operations['contractorStatementPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/get_all_review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reviews the signed-in customer wrote, newest first. */
    post: operations['customerGetAllReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/book_again': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book again: a completed booking’s details, its cleaner’s first name and free times.
     * @description The signed-in customer's completed booking, to fill in the booking wizard (decision 120): service, home, rooms, the extras still offered, address, postal code, city and access notes, with the hours they take at today's rates, the cleaner's first name (nothing else of them) and their free times on the hour in the next two weeks (working hours, days off, daily cap, other jobs). None for a cleaner the customer blocked or who no longer takes jobs. Another customer's booking is 404; one not completed 409.
     */
    post: operations['customerBookAgain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/cleaners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signed-in customer’s favourite and blocked cleaners.
     * @description Favourites first, then blocked, each by first name (decision 120). A cleaner rated 1 or 2 stars is blocked by the review itself and never matched with the customer's bookings again.
     */
    post: operations['customerCleaners'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/cleaners/add_favourite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds the cleaner of a completed, well-rated booking to the customer’s favourites.
     * @description The booking must be the customer's own (404 otherwise), completed and reviewed with 4 or 5 stars (409 otherwise). A blocked cleaner becomes a favourite; adding twice is the same as once.
     */
    post: operations['customerAddFavouriteCleaner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/cleaners/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Removes a favourite cleaner, or unblocks a blocked one.
     * @description A cleaner not on the customer's lists is 404, and nothing changes.
     */
    post: operations['customerRemoveCleaner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer’s figures: upcoming, completed and cancelled bookings, total spent. */
    post: operations['customerDashboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review/add_review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer reviews a completed booking, once. */
    post: operations['reviewAddReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in person’s notifications, newest first. */
    post: operations['notificationGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/get_all_dashboard_notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The latest unread notifications, for the dashboard. */
    post: operations['notificationGetAllDashboardNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/update_notification_view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks one notification (or, without an id, all) as viewed. */
    post: operations['notificationUpdateNotificationView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A browser's web-vitals for one page view (spec §7), sent as a beacon when the page is hidden. Only the route template, the metric and its value are kept: no address, account or URL. Anonymous; limited per address and, so many addresses cannot fill the table, for all addresses together (429). */
    post: operations['vitalsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in operator; the console asks it to know whether to open. */
    post: operations['adminSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The audit log, newest first, a page at a time, filtered on the server. */
    post: operations['adminAuditLogList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cleaners' applications (pending by default), oldest first, paged and filtered on the server. */
    post: operations['adminApplicationList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approves a pending or rejected application with the background check that clears the cleaner (decision 134) and e-mails them, as `npm run ops -- approve-contractor` does. */
    post: operations['adminApplicationApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rejects a pending application with a reason, which the applicant is e-mailed. */
    post: operations['adminApplicationReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coupons/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Coupons, newest first, with how often each was redeemed. */
    post: operations['adminCouponList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coupons/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a coupon with the rules and messages of `npm run ops -- create-coupon`. */
    post: operations['adminCouponCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coupons/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disables a coupon: it is refused from then on, as an unknown code is. */
    post: operations['adminCouponDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coupons/redemptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A coupon's redemptions, newest first: which booking, which customer, how much off. */
    post: operations['adminCouponRedemptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/today': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Today's and tomorrow's bookings by city and status (each city's own today), open jobs at risk (starting within 24 hours, or no cleaner can take them), failed holds and this week's money. */
    post: operations['adminToday'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bookings, newest first, a page at a time, by number, e-mail, city, status and date. */
    post: operations['adminBookingList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One booking: its lifecycle timeline, payment, e-mails, and the actions its state allows. Reading it writes `booking.view` to the audit log, at most once per operator and booking in 10 minutes; account links in its e-mails show `[token]` for their token (decision 086). */
    post: operations['adminBookingGet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a booking on the customer's behalf (booking.cancel): the hold is released and the customer (and an assigned cleaner) told, as when the customer cancels. */
    post: operations['adminBookingCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/end-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stops every link to the booking's page that its e-mails carried (issue 40), for a customer whose e-mail reached someone else; e-mails sent later carry a new link. Audited as `booking.endLinks` with how many links still worked. */
    post: operations['adminBookingEndLinks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/hand-back': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hands an accepted job back from its cleaner before it starts (job.handBack): it opens to the city's other cleaners again; the customer and the cleaner are told. */
    post: operations['adminBookingHandBack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refunds part or all of a completed booking's charge through the payment gateway (payment.refund), never more than captured minus refunded; the customer is e-mailed. */
    post: operations['adminBookingRefund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/accounts/closure-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What closing a customer's or cleaner's account would do now, as the person's own preview shows it (decision 139). Name the person by customerId or contractorId; 404 for none. */
    post: operations['adminAccountClosurePreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/accounts/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Closes a customer's or cleaner's account on their written request (account.close in the audit log, with the operator's note), exactly as the person's own closure does. The fee shown must still be the fee (409 otherwise, nothing changes); an operator's account is closed only by its owner (409). */
    post: operations['adminAccountClose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cleaners matching the filters, newest applicants first, a page at a time. */
    post: operations['adminCleanerList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A cleaner's page: profile, latest jobs, pay by week and every review. */
    post: operations['adminCleanerGet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pauses an approved cleaner: no open jobs, no accepting, not counted as free; their accepted jobs stay theirs. */
    post: operations['adminCleanerPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resumes a paused cleaner. */
    post: operations['adminCleanerResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/record-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records an approved cleaner's renewed background check (decision 134): a clear one lifts a pause for an expired check; a not clear one pauses them. */
    post: operations['adminCleanerRecordCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/tax-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A cleaner's tax details, masked (name, city and province, birth year, the SIN or BN's last three digits, GST/HST registered or not); each read is written to the audit log (decision 135). */
    post: operations['adminCleanerTaxDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tax-reporting/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The annual report of a calendar year for the CRA's reporting rules for platform operators, in the OECD's DPI XML (decision 135): each cleaner paid that year, with their pay, tips and cancellation fees per quarter and their number of jobs. Written to the audit log. */
    post: operations['adminTaxReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cleaners/supply-demand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Per city and weekday, cleaners offering that day against paid bookings on it in the coming four weeks. */
    post: operations['adminSupplyDemand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reviews matching the filters, hidden ones too, newest first, a page at a time. */
    post: operations['adminReviewList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/moderate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hides a review from every public page, or publishes it again, with a reason. */
    post: operations['adminReviewModerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/faqs/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** FAQ entries, unpublished ones too, in the order the site shows them. */
    post: operations['adminFaqList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/faqs/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates an FAQ entry (no id) or changes one, unpublishing included. */
    post: operations['adminFaqSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/blogs/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Blog posts, unpublished ones too, newest first. */
    post: operations['adminBlogList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/blogs/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a blog post (no id) or changes one, unpublishing included; its HTML goes through the seed's sanitizer. */
    post: operations['adminBlogSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/labels/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The pages' labels with their English and French texts, by page then key. */
    post: operations['adminLabelList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/labels/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes a label's English and French texts; each must be a well-formed ICU message. */
    post: operations['adminLabelSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/comments/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Blog comments matching the filters, hidden ones too, newest first, a page at a time. */
    post: operations['adminCommentList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/comments/moderate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hides a blog comment from the blog and its count, or shows it again, with a reason kept in the audit log. */
    post: operations['adminCommentModerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/operators/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The console's operators, newest first, with when each last signed in (while the session is kept). */
    post: operations['adminOperatorList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/operators/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates an operator as `npm run ops -- create-operator` does, and e-mails them the link (valid 7 days) where they choose their password. */
    post: operations['adminOperatorCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/operators/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disables another operator (decision 085): their sessions end at once and their login is refused until an operator enables them again. Not oneself, nor the last active operator; carries a fresh code of the app, checked after those rules. */
    post: operations['adminOperatorDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/operators/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lets a disabled operator log in again (decision 085); carries a fresh code of the app. */
    post: operations['adminOperatorEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The operators’ booking rules: how many hours before its start a paid booking must have a cleaner before the customer is told (decision 098). */
    post: operations['adminBookingRules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-rules/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves the booking rules (audited). */
    post: operations['adminBookingRulesSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cancellation-policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cancellation policy's versions, newest (the one in force) first, each with when it took effect and who published it (decisions 117 and 127). */
    post: operations['adminCancellationPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cancellation-policy/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publishes a new version of the cancellation policy (audited), which applies to bookings confirmed from then on; a booking keeps the version it was confirmed under (decision 127). Refused with 400 when the tiers are not in order, a fee lacks its amount or the rules are the ones in force, and with 409 when another version was published after `basedOnVersion`; nothing is written then. */
    post: operations['adminCancellationPolicyPublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The ledger's totals per day (on the clock of the booking's city) and per city for a range of days, both included (issue 43, decision 132): charged to customers, refunded, tax, cleaners' pay, MapleShine's margin, paid out and still owed to cleaners, in cents. A date that does not exist, a start after the end or more than 366 days is 400. */
    post: operations['adminLedgerReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One booking's money movements, oldest first (holds, releases, the capture, a fee, a tip, refunds, transfers), with their sums and whether they reconcile (decision 132). An unknown booking is 404. */
    post: operations['adminBookingLedger'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/system/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What `npm run ops -- queue` and `failed-mail` print: background jobs waiting, running and failed per queue, e-mails by delivery status, and the background jobs that failed. */
    post: operations['adminSystemStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/system/failed-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The e-mails that could not be sent, newest first, with the last error. */
    post: operations['adminFailedMailList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/system/retry-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a failed e-mail again from its first attempt, as `npm run ops -- retry-mail` does. */
    post: operations['adminFailedMailRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-speed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What `npm run ops -- vitals` prints: the web-vitals' 75th percentile per UTC day and route over the last 30 days, newest day first, each with its rating. */
    post: operations['adminSiteSpeed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking_documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The receipt and credit notes of one of the signed-in customer's bookings, in the order they were issued (decision 101). Another customer's booking is 404, as if it did not exist. */
    post: operations['customerBookingDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/booking_document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One receipt or credit note of the signed-in customer's booking, as the PDF stored when it was issued. Another customer's booking, or a number not of this booking, is 404. */
    post: operations['customerBookingDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The receipt and credit notes of the booking a booking link opens, without an account. The link's token travels in the body, never in a URL; an unknown or revoked one is 404. */
    post: operations['bookingLinkDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking-link/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One receipt or credit note of the booking a booking link opens, as its stored PDF. An unknown or revoked token, or a number not of that booking, is 404. */
    post: operations['bookingLinkDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The receipt and credit notes of one booking, in the order they were issued. */
    post: operations['adminBookingDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One receipt or credit note of a booking, as the PDF stored when it was issued. */
    post: operations['adminBookingDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/payout_account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in cleaner's payout account (decision 133): none, incomplete or enabled, the last four digits of the bank account paid, and the earnings waiting to be sent. */
    post: operations['contractorPayoutAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/payout_account/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set up payouts (or update the account): opens the cleaner's payout account at the gateway when they have none (Stripe Connect Express, Canada), and answers where they go to give it their bank account: Stripe's onboarding, Stripe's Express dashboard once onboarded, or the test stand-in's own page (/payouts/test-onboarding) offline. Stripe brings them back to /payouts/return (or /payouts/refresh when its link lapsed). */
    post: operations['contractorPayoutSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/payout_account/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Back from the gateway's onboarding: reads the account from the gateway (details submitted, payouts enabled, the bank account's last four digits), keeps it, and answers it. */
    post: operations['contractorPayoutRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contractor/payout_account/test_onboarding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The offline test stand-in's onboarding page answered (decision 133): a Canadian bank account (institution 3 digits, transit 5, account 7 to 12; spaces and dashes ignored) is checked, only the account number's last four digits are kept, and the account is complete. 404 when payouts go through Stripe, whose own page collects the account, and when the cleaner has not set up payouts yet. A refused number writes nothing. */
    post: operations['contractorPayoutTestOnboarding'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cleaners' payout items (decision 133) of one state, or all: failed first, then by their deadline, with the cleaner, booking, amount, attempts, last error and the cleaner's payout account; and how many items each state holds. */
    post: operations['adminPayoutList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One cleaner's payout account as the console shows it on their page (decision 133): none, incomplete or enabled, the last four digits of the bank account paid, and their earnings not yet sent. 404 for no such cleaner. */
    post: operations['adminPayoutAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hands a failed payout back to the transfer job with its attempts counted from zero, with a reason kept in the audit log; it is sent on the job's next run (every five minutes) under the same idempotency key. 404 for no such payout, 409 for one that has not failed. */
    post: operations['adminPayoutRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/data-exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer's or cleaner's requests to download their data (issue 44, decision 138), newest first, and from when they may ask again (one request a day, one at a time). Operators 403. Sent with `Cache-Control: private, no-store`. */
    post: operations['accountDataExports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/data-exports/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks for an archive of everything MapleShine holds about the signed-in customer or cleaner: a background job builds it (a zip of `data.json` and a readable `index.html`), then e-mails and notifies them a link that works for 7 days, for them only. 429 in words (saying when they may ask again) within 24 hours of their last request or while one is being prepared. Operators 403. */
    post: operations['accountDataExportRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/data-exports/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The archive, as a download (`Content-Disposition: attachment`, `Cache-Control: no-store`), named by the e-mail's link token (`vToken`) or, from the profile, by its id (`iExportId`); only ever to the signed-in person who asked for it (401 anonymous, 404 for another person's link, an unknown or an expired one, in words). Stamps when it was downloaded. */
    post: operations['accountDataExportDownload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/retention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The retention table (decision 140): every kind of personal data, its period and who deletes it; and what the daily retention job deleted, per day (on head office's clock) and kind, newest day first, over the last 90 days, a page of days at a time. */
    post: operations['adminRetentionReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security-incidents/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The record of breaches of security safeguards (PIPEDA s. 10.3, decision 141), newest first (by when it was discovered), a page at a time. */
    post: operations['adminSecurityIncidentList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security-incidents/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One security incident as recorded. 404 for no such incident. */
    post: operations['adminSecurityIncidentGet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security-incidents/record': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records a security incident (decision 141): what happened, when it occurred and was discovered, whose data and how many people, whether it creates a real risk of significant harm, and when the Commissioner and the people were told. Audited. Days are YYYY-MM-DD on head office's clock; a day that does not exist, a day in the future, a discovery before the occurrence or a report before the discovery is 400 with its reason. Records are never deleted. */
    post: operations['adminSecurityIncidentRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security-incidents/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes a security incident's record, e.g. the day it was reported to the Commissioner; the same rules as recording it. Audited with the values before and after. 404 for no such incident. */
    post: operations['adminSecurityIncidentUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer's regular cleanings, running ones first: status, frequency, weekday and window, city, the plan's cleaner's first name (or none yet) and the next visit. */
    post: operations['customerPlans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One of the customer's plans by its code: the summary, its next visits (date, window, price, state) and its history (changes and past visits). Another's plan is 404. */
    post: operations['customerPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan/change-quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What a change of the plan would cost now, before it is confirmed: the visits it cancels, each with its fee under its own cancellation policy, and the total. Nothing changes. */
    post: operations['customerPlanChangeQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan/skip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Skips one visit of the plan (by its booking): the visit is cancelled as the customer's own cancel, with its fee under its policy. `iShownFeeCents` is the total the customer was shown; another total now is 409 and nothing changes. */
    post: operations['customerPlanSkip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pauses the plan for 1 week up to the operators' longest pause: the visits inside the pause are cancelled, each under its policy; the plan resumes on its own after it. A total fee other than the one shown is 409. */
    post: operations['customerPlanPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resumes a paused plan now: its visits are written again from the next due date. */
    post: operations['customerPlanResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan/change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes the plan's frequency and/or weekday: the written visits that no longer fit are cancelled, each under its policy, and the new rhythm's visits are written. A total fee other than the one shown is 409. */
    post: operations['customerPlanChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/plan/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the plan: its future visits are cancelled, each under its policy, and no more are written. A total fee other than the one shown is 409. */
    post: operations['customerPlanEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/plans/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Regular plans, newest first, a page at a time, by status: customer, city, frequency, status, cleaner and next visit. */
    post: operations['adminPlanList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/plans/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One plan for an operator: the plan, its visits and its history. */
    post: operations['adminPlanGet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/plans/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An operator pauses a plan for some weeks with a reason (plan.pause in the audit log). The visits inside the pause are cancelled free of charge, as an operator's cancel is. */
    post: operations['adminPlanPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The random code of a plan's page. */
    PlanCode: string;
    /**
     * @example {
     *       "vUniqueCode": "pln_Q2x8aZ0kLm3nB7vY"
     *     }
     */
    PlanCodeRequest: {
      vUniqueCode: components['schemas']['PlanCode'];
    };
    /**
     * @description The change to price: `skip` names the visit (`iBookingId`), `pause` the weeks (`iWeeks`), `change` the new frequency and/or weekday (`iEveryWeeks`, `iWeekday`: 0 is Sunday), `end` nothing more.
     * @example {
     *       "vUniqueCode": "pln_Q2x8aZ0kLm3nB7vY",
     *       "eChange": "pause",
     *       "iWeeks": 2
     *     }
     */
    PlanChangeQuoteRequest: {
      vUniqueCode: components['schemas']['PlanCode'];
      /** @enum {string} */
      eChange: 'skip' | 'pause' | 'change' | 'end';
      iBookingId?: number;
      iWeeks?: number;
      /** @enum {integer} */
      iEveryWeeks?: 1 | 2 | 4;
      iWeekday?: number;
    };
    /**
     * @example {
     *       "vUniqueCode": "pln_Q2x8aZ0kLm3nB7vY",
     *       "iBookingId": 42,
     *       "iShownFeeCents": 0
     *     }
     */
    PlanSkipRequest: {
      vUniqueCode: components['schemas']['PlanCode'];
      iBookingId: number;
      iShownFeeCents: number;
    };
    /**
     * @example {
     *       "vUniqueCode": "pln_Q2x8aZ0kLm3nB7vY",
     *       "iWeeks": 2,
     *       "iShownFeeCents": 0
     *     }
     */
    PlanPauseRequest: {
      vUniqueCode: components['schemas']['PlanCode'];
      iWeeks: number;
      iShownFeeCents: number;
    };
    /**
     * @example {
     *       "vUniqueCode": "pln_Q2x8aZ0kLm3nB7vY",
     *       "iEveryWeeks": 4,
     *       "iShownFeeCents": 0
     *     }
     */
    PlanChangeRequest: {
      vUniqueCode: components['schemas']['PlanCode'];
      /** @enum {integer} */
      iEveryWeeks?: 1 | 2 | 4;
      iWeekday?: number;
      iShownFeeCents: number;
    };
    /**
     * @example {
     *       "vUniqueCode": "pln_Q2x8aZ0kLm3nB7vY",
     *       "iShownFeeCents": 0
     *     }
     */
    PlanEndRequest: {
      vUniqueCode: components['schemas']['PlanCode'];
      iShownFeeCents: number;
    };
    PlanSummary: {
      vUniqueCode: string;
      /** @enum {string} */
      eStatus: 'active' | 'paused' | 'ended';
      /** @enum {integer} */
      iEveryWeeks: 1 | 2 | 4;
      /** @description 0 is Sunday. */
      iWeekday: number;
      /** @description E.g. "Every 2 weeks on Friday", in the reader's language. */
      vSchedule: string;
      /** @description E.g. "9:00 a.m. – 12:00 p.m." */
      vWindow: string;
      vCity: string;
      /** @description The plan's cleaner's first name; null while none accepted the plan. */
      vCleaner: string | null;
      /** @description The next visit's date in words. */
      vNextVisit: string | null;
      /** @description The next visit's local date (YYYY-MM-DD). */
      dNextVisit: string | null;
      /** @description A paused plan: the date it resumes, in words. */
      vResumesOn: string | null;
      iDiscountPercent: number;
    };
    PlanVisit: {
      iBookingId: number;
      vBookingNo: string;
      /** @description The booking's page code (its page moves the visit). */
      vBookingCode: string;
      dDate: string;
      vDate: string;
      vWindow: string;
      iPriceCents: number;
      vPrice: string;
      /** @enum {string} */
      eState:
        'scheduled' | 'held' | 'assigned' | 'inProgress' | 'completed' | 'skipped' | 'cancelled';
      vState: string;
      /** @description The statutory holiday of the province on that date, if any. */
      vHoliday: string | null;
      bSkippable: boolean;
    };
    PlanHistoryEntry: {
      vEvent: string;
      eActor: string;
      vWhat: string;
      vAt: string;
    };
    PlanPage: components['schemas']['PlanSummary'] & {
      aVisits: components['schemas']['PlanVisit'][];
      aPast: components['schemas']['PlanVisit'][];
      aHistory: components['schemas']['PlanHistoryEntry'][];
      aOffered: ('pause' | 'resume' | 'change' | 'end')[];
      iMaxPauseWeeks: number;
    };
    PlanChangeQuote: {
      aCancels: {
        iBookingId: number;
        vBookingNo: string;
        vDate: string;
        iFeeCents: number;
        vFee: string;
      }[];
      iTotalFeeCents: number;
      vTotalFee: string;
      /** @description What the change does, in a sentence. */
      vWhat: string;
    };
    /**
     * @example {
     *       "status": "active",
     *       "page": 1
     *     }
     */
    AdminPlanQuery: {
      /** @enum {string} */
      status?: 'active' | 'paused' | 'ended';
      page?: number;
    };
    /**
     * @example {
     *       "planId": 1
     *     }
     */
    AdminPlanRef: {
      planId: number;
    };
    /**
     * @example {
     *       "planId": 1,
     *       "weeks": 2,
     *       "reason": "The customer called: away for two weeks."
     *     }
     */
    AdminPlanPauseRequest: {
      planId: number;
      weeks: number;
      reason: string;
    };
    AdminPlanRow: {
      id: number;
      customer: string;
      customerEmail: string;
      city: string;
      everyWeeks: number;
      /** @enum {string} */
      status: 'active' | 'paused' | 'ended';
      cleaner: string | null;
      /** @description Local date (YYYY-MM-DD). */
      nextVisit: string | null;
    };
    AdminPlanListPage: {
      items: components['schemas']['AdminPlanRow'][];
      total: number;
      page: number;
      perPage: number;
    };
    AdminPlanPage: {
      plan: components['schemas']['AdminPlanRow'] & {
        uniqueCode: string;
        weekday: number;
        fromMinutes: number;
        untilMinutes: number;
        anchorDate: string;
        resumesOn: string | null;
        discountPercent: number;
        createdAt: string;
      };
      visits: {
        bookingId: number;
        bookingNo: string;
        date: string;
        status: string;
        skipped: boolean;
        totalCents: number | null;
      }[];
      history: {
        event: string;
        /** @description What the change did, in the reader's words (as the customer's plan page says it). */
        what: string;
        /** @enum {string} */
        actor: 'customer' | 'cleaner' | 'operator' | 'scheduler';
        details: {
          [key: string]: unknown;
        };
        at: string;
      }[];
    };
    /**
     * @description A cleaner's payout account (decision 133). `none`: never set up; `incomplete`: the gateway's onboarding is unfinished; `enabled`: transfers reach it.
     * @example {
     *       "eState": "enabled",
     *       "vBankLast4": "6789",
     *       "fWaiting": 0,
     *       "iWaitingItems": 0
     *     }
     */
    PayoutAccount: {
      /** @enum {string} */
      eState: 'none' | 'incomplete' | 'enabled';
      /** @description The last four digits of the bank account paid; MapleShine keeps no more. */
      vBankLast4: string | null;
      /** @description Earnings not yet sent, in dollars. */
      fWaiting: number;
      iWaitingItems: number;
    };
    /**
     * @description A Canadian bank account as a void cheque shows it. The digits are checked by the service (shared/bank-account.ts) with the onboarding page's own words.
     * @example {
     *       "vInstitutionNumber": "004",
     *       "vTransitNumber": "12345",
     *       "vAccountNumber": "123456789"
     *     }
     */
    TestBankAccount: {
      vInstitutionNumber: string;
      vTransitNumber: string;
      vAccountNumber: string;
    };
    /**
     * @example {
     *       "contractorId": 12
     *     }
     */
    AdminPayoutAccountQuery: {
      contractorId: number;
    };
    AdminPayoutAccount: {
      /** @enum {string} */
      state: 'none' | 'incomplete' | 'enabled';
      bankLast4: string | null;
      /** @description Earnings not yet sent, in dollars. */
      waiting: number;
      waitingItems: number;
      failedItems: number;
    };
    /** @enum {string} */
    AdminPayoutState: 'pending' | 'sending' | 'sent' | 'failed';
    /**
     * @example {
     *       "page": 1,
     *       "perPage": 14
     *     }
     */
    AdminRetentionQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
    };
    AdminRetentionPeriod: {
      /** @description The kind's key in server/domain/retention.ts, e.g. `contactMessages`. */
      kind: string;
      amount: number;
      /** @enum {string} */
      unit: 'hours' | 'days' | 'months' | 'years';
      /**
       * @description Who deletes it: the daily retention job, the data export itself, or nobody automatically (kept by law at least this long).
       * @enum {string}
       */
      deletion: 'retentionJob' | 'exportJob' | 'never';
    };
    AdminRetentionCount: {
      kind: string;
      deleted: number;
    };
    AdminRetentionDay: {
      /** @description YYYY-MM-DD on head office's clock. */
      day: string;
      /** @description How many runs of the job that day. */
      runs: number;
      /** @description Everything deleted that day. */
      deleted: number;
      /** @description Deleted that day per kind the job deletes, in the table's order. */
      counts: components['schemas']['AdminRetentionCount'][];
    };
    AdminRetentionReport: components['schemas']['AdminPage'] & {
      /** @description How many days back the report reaches. */
      days: number;
      periods: components['schemas']['AdminRetentionPeriod'][];
      items: components['schemas']['AdminRetentionDay'][];
    };
    /**
     * @example {
     *       "page": 1
     *     }
     */
    AdminSecurityIncidentQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
    };
    /**
     * @example {
     *       "id": 1
     *     }
     */
    AdminSecurityIncidentRef: {
      id: number;
    };
    /**
     * @description A security incident as an operator records it. Texts are trimmed and must not be blank; days are YYYY-MM-DD on head office's clock; `peopleAffected` null when not known yet.
     * @example {
     *       "title": "Laptop stolen",
     *       "description": "A laptop with an export of bookings was stolen from a car; its disk is encrypted.",
     *       "occurredOn": "2026-11-20",
     *       "discoveredOn": "2026-11-21",
     *       "dataAffected": "Names and service addresses of Toronto customers",
     *       "peopleAffected": 40,
     *       "realRiskOfSignificantHarm": false
     *     }
     */
    AdminSecurityIncidentInput: {
      title: string;
      description: string;
      occurredOn: string;
      discoveredOn: string;
      dataAffected: string;
      peopleAffected?: number | null;
      realRiskOfSignificantHarm: boolean;
      reportedToCommissionerOn?: string | null;
      peopleNotifiedOn?: string | null;
    };
    /**
     * @description The incident by its id, with every field as it should now read.
     * @example {
     *       "id": 1,
     *       "title": "Laptop stolen",
     *       "description": "A laptop with an export of bookings was stolen from a car; its disk is encrypted.",
     *       "occurredOn": "2026-11-20",
     *       "discoveredOn": "2026-11-21",
     *       "dataAffected": "Names and service addresses of Toronto customers",
     *       "peopleAffected": 40,
     *       "realRiskOfSignificantHarm": true,
     *       "reportedToCommissionerOn": "2026-11-23"
     *     }
     */
    AdminSecurityIncidentUpdate: {
      id: number;
      title: string;
      description: string;
      occurredOn: string;
      discoveredOn: string;
      dataAffected: string;
      peopleAffected?: number | null;
      realRiskOfSignificantHarm: boolean;
      reportedToCommissionerOn?: string | null;
      peopleNotifiedOn?: string | null;
    };
    AdminSecurityIncident: {
      id: number;
      title: string;
      description: string;
      occurredOn: string;
      discoveredOn: string;
      dataAffected: string;
      peopleAffected: number | null;
      realRiskOfSignificantHarm: boolean;
      reportedToCommissionerOn: string | null;
      peopleNotifiedOn: string | null;
      /** @description The name of the operator who recorded it. */
      recordedBy: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    AdminSecurityIncidentPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminSecurityIncident'][];
    };
    /**
     * @example {
     *       "page": 1,
     *       "state": "failed"
     *     }
     */
    AdminPayoutQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      state?: components['schemas']['AdminPayoutState'];
      contractorId?: number;
    };
    AdminPayoutItem: {
      id: number;
      state: components['schemas']['AdminPayoutState'];
      /** @enum {string} */
      kind: 'service' | 'cancellationFee' | 'tip';
      /** @description Dollars. */
      amount: number;
      /** Format: date-time */
      payableAt: string;
      /** Format: date-time */
      dueBy: string;
      attempts: number;
      /** Format: date-time */
      nextAttemptAt: string | null;
      lastError: string | null;
      transferId: string | null;
      /** Format: date-time */
      sentAt: string | null;
      contractorId: number;
      cleanerName: string;
      bookingId: number;
      bookingNo: string;
      /** @enum {string} */
      account: 'none' | 'incomplete' | 'enabled';
      bankLast4: string | null;
    };
    AdminPayoutPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminPayoutItem'][];
      counts: {
        pending: number;
        sending: number;
        sent: number;
        failed: number;
      };
    };
    /**
     * @example {
     *       "vNumber": "2026-000123",
     *       "eKind": "receipt",
     *       "dIssuedOn": "2026-11-22",
     *       "vIssuedOn": "November 22, 2026",
     *       "vAmount": "$186.38",
     *       "vCites": null,
     *       "vFileName": "MapleShine-receipt-2026-000123.pdf"
     *     }
     */
    BookingDocument: {
      /** @description Receipt 2026-000123, credit note CN-2026-000004. */
      vNumber: string;
      /** @enum {string} */
      eKind: 'receipt' | 'creditNote';
      /**
       * Format: date
       * @description In the service address's time zone.
       */
      dIssuedOn: string;
      /** @description "November 22, 2026". */
      vIssuedOn: string;
      /** @description The receipt's total, or the credit note's amount refunded, "$1,234.56". */
      vAmount: string;
      /** @description The receipt a credit note cites; null on a receipt. */
      vCites: string | null;
      vFileName: string;
    };
    BookingDocumentNumber: string;
    /**
     * @example {
     *       "iBookingId": 42,
     *       "vNumber": "2026-000123"
     *     }
     */
    BookingDocumentRequest: {
      iBookingId: number;
      vNumber: components['schemas']['BookingDocumentNumber'];
    };
    /** @description The card's bank asks the customer to authenticate (3-D Secure) before anything is held: the payment step hands the client secret to Stripe.js's handleNextAction (or the test gateway's authentication page), then calls payment_authentication. The booking stays quoted meanwhile (decision 099). */
    PaymentAuthenticationAsked: {
      vBookingNo: string;
      /** @enum {string} */
      eStatus: 'quoted';
      /** @enum {string} */
      ePaymentStatus: 'authenticationRequired';
      final_price: number;
      vClientSecret: string;
    };
    /**
     * @example {
     *       "vUniqueCode": "bkg_3q2x7wEXAMPLE"
     *     }
     */
    PaymentAuthenticationRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
    };
    /**
     * @example {
     *       "clientSecret": "pi_test_0a1b2c3d4e5f60718293a4b5_secret_EXAMPLE",
     *       "outcome": "approve"
     *     }
     */
    TestAuthenticationRequest: {
      clientSecret: string;
      /** @enum {string} */
      outcome: 'approve' | 'fail';
    };
    TestAuthenticationResult: {
      /** @enum {string} */
      outcome: 'approve' | 'fail';
    };
    /**
     * @example {
     *       "token": "4Kq0oYJd1a2b3c4d5e6f7g8h9i0jKLMNOPQRSTUVWXy"
     *     }
     */
    CardConfirmationRequest: {
      token: string;
    };
    /** @description The booking behind a /confirm-card/ link: `needed` while its saved card waits for the customer's bank check, `done` once the hold is placed, `closed` when it can no longer be confirmed (cancelled, started or past). */
    CardConfirmation: {
      /** @enum {string} */
      state: 'needed' | 'done' | 'closed';
      vBookingNo: string;
      vServiceName: string;
      vCity: string;
      /** @description The city's date of the cleaning, YYYY-MM-DD. */
      vDate: string;
      /** @description Start of the window on the city's clock, e.g. 9:00AM. */
      vFrom: string;
      /** @description End of the window, e.g. 12:00PM. */
      vUntill: string;
      final_price: number;
      /**
       * Format: date-time
       * @description The cleaning's start, by when the card must be confirmed.
       */
      vDeadline: string;
    };
    CardConfirmationStart: {
      /**
       * @description done when the bank asked nothing this time and the hold is placed.
       * @enum {string}
       */
      state: 'authenticationRequired' | 'done';
      /** @description With authenticationRequired. */
      vClientSecret?: string;
    };
    /** @description The token of a booking link, as its e-mail's link holds it. */
    BookingLinkToken: string;
    /**
     * @example {
     *       "token": "Zm9yLWV4YW1wbGUtb25seS1ub3QtYS1yZWFsLXRva2VuLTAx"
     *     }
     */
    BookingLinkDocumentsRequest: {
      token: components['schemas']['BookingLinkToken'];
    };
    /**
     * @example {
     *       "token": "Zm9yLWV4YW1wbGUtb25seS1ub3QtYS1yZWFsLXRva2VuLTAx",
     *       "vNumber": "2026-000123"
     *     }
     */
    BookingLinkDocumentRequest: {
      token: components['schemas']['BookingLinkToken'];
      vNumber: components['schemas']['BookingDocumentNumber'];
    };
    /**
     * @example {
     *       "bookingId": 42,
     *       "vNumber": "CN-2026-000004"
     *     }
     */
    AdminBookingDocumentRequest: {
      bookingId: number;
      vNumber: components['schemas']['BookingDocumentNumber'];
    };
    /**
     * @description One range of working time on a weekday, in the local time of the cleaner's city. Starts at 06:00 at the earliest and ends at 23:00 at the latest, in 30-minute steps; vFrom is before vUntil; ranges of one weekday may not overlap (checked by the service, 400).
     * @example {
     *       "iWeekday": 1,
     *       "vFrom": "09:00",
     *       "vUntil": "17:00"
     *     }
     */
    WeeklyRange: {
      /** @description 0 = Sunday … 6 = Saturday. */
      iWeekday: number;
      /** @description Local start time, "HH:MM" on the hour or half hour. */
      vFrom: string;
      /** @description Local end time, "HH:MM" on the hour or half hour. */
      vUntil: string;
    };
    /**
     * @description Days off, both ends included, as local dates of the cleaner's city.
     * @example {
     *       "dFrom": "2026-12-24",
     *       "dUntil": "2026-12-26"
     *     }
     */
    DayOffRange: {
      dFrom: string;
      /** @description The last day off (inclusive); not before dFrom. */
      dUntil: string;
    };
    /**
     * @example {
     *       "aWeek": [
     *         {
     *           "iWeekday": 1,
     *           "vFrom": "09:00",
     *           "vUntil": "17:00"
     *         },
     *         {
     *           "iWeekday": 6,
     *           "vFrom": "10:00",
     *           "vUntil": "14:00"
     *         }
     *       ],
     *       "aDaysOff": [
     *         {
     *           "dFrom": "2026-12-24",
     *           "dUntil": "2026-12-26"
     *         }
     *       ],
     *       "iDailyJobCap": 2
     *     }
     */
    WorkingHoursRequest: {
      /** @description The weekly ranges; empty means the cleaner works no day. */
      aWeek: components['schemas']['WeeklyRange'][];
      aDaysOff: components['schemas']['DayOffRange'][];
      /** @description At most this many jobs on one local day. */
      iDailyJobCap: number;
    };
    /** @description One weekly range as kept, in the local time of the cleaner's city. Hours saved through update_working_hours keep WeeklyRange's limits; hours written another way (the test harness's whole-day cleaners) may run from 00:00 to 24:00, the end of the day. */
    KeptWeeklyRange: {
      /** @description 0 = Sunday … 6 = Saturday. */
      iWeekday: number;
      /** @description Local start time, "HH:MM" on the hour or half hour. */
      vFrom: string;
      /** @description Local end time, "HH:MM" on the hour or half hour; 24:00 is the day's end. */
      vUntil: string;
    };
    WorkingHours: {
      /** @description Sorted by weekday, then start. */
      aWeek: components['schemas']['KeptWeeklyRange'][];
      /** @description Sorted by first day. */
      aDaysOff: components['schemas']['DayOffRange'][];
      iDailyJobCap: number;
      /** @description False until the cleaner saves once; a new cleaner starts with Mon–Fri 09:00–17:00, cap 2, unconfirmed. */
      bConfirmed: boolean;
      /** @description IANA time zone of the cleaner's city (read-only), e.g. America/Edmonton. */
      vTimeZone: string;
      vCityName: string;
    };
    WorkingHoursConflict: {
      iBookingId: number;
      vBookingNumber: string;
      /** @description The job's local date (YYYY-MM-DD). */
      dDate: string;
      /** @description The job's local start, "HH:MM". */
      vFrom: string;
      /** @description The job's local end, "HH:MM". */
      vUntil: string;
      vServiceName: string;
      /** @enum {string} */
      eReason: 'OutsideHours' | 'DayOff' | 'OverDailyCap';
      /** @description A plain sentence, e.g. "Deep Cleaning on December 5, 2026 at 10:00AM falls on a day off; it stays yours." */
      vMessage: string;
    };
    /**
     * @example {
     *       "vFullName": "Amelia Tremblay",
     *       "vEmail": "amelia.tremblay@example.ca",
     *       "vMobile": "7805550142"
     *     }
     */
    SameDayStartRequest: {
      vFullName: components['schemas']['FullName'];
      vEmail: components['schemas']['Email'];
      vMobile: components['schemas']['Mobile'];
    };
    SameDayStartResult: {
      /** @description The booking's unique code; send it with every later step. */
      id: string;
    };
    /**
     * @example {
     *       "vResidence": "House",
     *       "iServiceId": 2,
     *       "iCityId": 3,
     *       "vBedrooms": "3",
     *       "vBathrooms": "2",
     *       "vExtras": [
     *         "Inside Oven",
     *         "Interior Windows"
     *       ],
     *       "vUnit": "",
     *       "vAddress": "10150 Jasper Ave NW",
     *       "vPostalCode": "T5J 1W4",
     *       "vDate": "2026-11-23",
     *       "vFrom": "9:00AM",
     *       "vUntill": "5:00PM"
     *     }
     */
    ScheduleRequest: {
      /** @description The residence type's name (vResidenceType). */
      vResidence: string;
      iServiceId: number;
      iCityId: number;
      vBedrooms: string;
      vBathrooms: string;
      /** @description Names of the extras (vExtras of the extra list). */
      vExtras?: string[];
      vUnit?: string;
      vAddress: string;
      /** @description A1A 1A1, the space optional, any case; its first letter must be one of the chosen city's province (City.vPostalLetters). Checked by the quote, which answers 400 with the sentence; stored as "T5J 1W4". */
      vPostalCode: string;
      /** @description The day of the cleaning in the city's time zone (YYYY-MM-DD). */
      vDate: string;
      /** @description An hourly time from 12:00AM to 11:00PM. */
      vFrom: string;
      /** @description An hourly time from 12:00AM to 11:00PM. */
      vUntill: string;
      /** @description Optional notes for the cleaner, stored on the booking (each left out is empty); the wizard fills them from a chosen saved address. */
      accessNotes?: components['schemas']['AccessNotesInput'];
      /** @description Book again (decision 120): the same customer's completed booking whose cleaner this one asks for first. Without bAnyone that cleaner must be free for the window (400 naming them otherwise); a cleaner the customer blocked is never asked. Another customer's booking is 404; one not completed 409. */
      bookAgain?: {
        iBookingId: number;
        /** @description "or anyone available": others may take it if the cleaner does not accept in time. */
        bAnyone: boolean;
      };
      /**
       * @description Regular cleanings (issue 45, decision 143): make it a plan, every 1, 2 or 4 weeks; absent, a one-time cleaning. Stored on the quoted booking; its payment writes the plan. The quote then carries the frequency's discount and answers `plan`. A plan takes no coupon.
       * @enum {integer}
       */
      iEveryWeeks?: 1 | 2 | 4;
    };
    Quote: {
      /** @description The cleaning's window, e.g. "9:00AM - 1:30PM". */
      scheduled_time: string;
      /** @description Dollars. */
      tax: number;
      /** @description GST, HST, or GST + QST … */
      tax_name: string;
      /** @description Each tax on its own line, in the order of `tax_name` (Quebec: GST, then QST); their amounts add up to `tax`. */
      tax_lines?: components['schemas']['TaxLine'][];
      /** @description Dollars before tax (hours × rate). */
      total_price: number;
      /** @description Hours, in half hours. */
      estimated_time: number;
      price_per_hour: number;
      /** @description total − discount + tax. */
      final_price: number;
      /** @description Dollars off the first visit (a plan's discount); 0 or absent for a one-time cleaning. */
      discount?: number;
      plan?: components['schemas']['QuotePlan'];
    };
    /** @description A regular cleaning's price per visit (issue 45, decision 143): present when the request chose iEveryWeeks. Each visit is priced by the same rule for its own date; this is the first visit's, with the frequency's discount (the operators' setting now). */
    QuotePlan: {
      /** @enum {integer} */
      iEveryWeeks: 1 | 2 | 4;
      /** @description Whole percent. */
      discount_percent: number;
      /** @description Dollars before the discount and tax. */
      subtotal: number;
      /** @description Dollars off each visit. */
      discount: number;
      tax: number;
      /** @description Dollars per visit. */
      total: number;
      /** @description The window's start (9:00AM). */
      vFrom: string;
      /** @description The cleaning's end. */
      vUntill: string;
      /** @description The first visit's date (YYYY-MM-DD). */
      vFirstDate: string;
      /** @description The second visit's date (YYYY-MM-DD). */
      vNextDate: string;
    };
    /**
     * @description One sales tax of a price (decision 110).
     * @example {
     *       "name": "QST",
     *       "rate": 9.975,
     *       "amount": 27.43
     *     }
     */
    TaxLine: {
      /** @description GST, HST, PST or QST. */
      name: string;
      /** @description Percent, e.g. 5 or 9.975. */
      rate: number;
      /** @description Dollars, rounded to the cent on its own. */
      amount: number;
    };
    /**
     * @description The customer's acceptance of the terms for a Quebec service address (Charter of the French Language s. 55, decision 110): the French version was shown first, and the customer accepted it, or expressly chose to be bound by the English version. Required to pay a booking whose city is in Quebec or whose postal code starts with G, H or J; ignored for any other booking.
     * @example {
     *       "vUniqueCode": "bkg_3q2x7wEXAMPLE",
     *       "terms_version": "2026-01-05",
     *       "terms_shown_first": "fr",
     *       "terms_accepted_language": "fr-CA"
     *     }
     */
    QuebecTermsRecord: {
      /** @description The booking the terms were accepted for; it must be the booking paid. */
      vUniqueCode: components['schemas']['UniqueCode'];
      /** @description The version of the terms shown, as the web app's terms block names it. */
      terms_version: string;
      /** @enum {string} */
      terms_shown_first: 'fr';
      /** @enum {string} */
      terms_accepted_language: 'fr-CA' | 'en-CA';
    };
    /**
     * @example {
     *       "vUniqueCode": "bkg_3q2x7wEXAMPLE",
     *       "total_price": 287.5
     *     }
     */
    BookNowEmailRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
      total_price: number;
    };
    /**
     * @example {
     *       "vUniqueCode": "bkg_3q2x7wEXAMPLE",
     *       "amount": 287.5,
     *       "coupon_code": "WELCOME10",
     *       "iCityId": 3
     *     }
     */
    CouponRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
      /** @description The total_price the customer was shown. */
      amount: number;
      coupon_code: string;
      iCityId: number;
    };
    CouponResult: {
      Data: {
        /** @description Before the discount. */
        SubTotal: number;
        Discount: number;
        /** @description SubTotal − Discount. */
        Amount: number;
        /** @description Tax on Amount. */
        Tax: number;
        /** @description Each tax on Amount on its own line; their amounts add up to Tax. */
        TaxLines?: components['schemas']['TaxLine'][];
        /** @description Amount + Tax. */
        Total: number;
      };
    };
    /**
     * @example {
     *       "vUniqueCode": "bkg_3q2x7wEXAMPLE",
     *       "amount": 301.88,
     *       "currency": "cad",
     *       "paymentMethodId": "pm_card_visa",
     *       "coupon_code": ""
     *     }
     */
    PaymentRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
      /** @description The final price the customer agreed to, in dollars; it must equal the server's. */
      amount: number;
      /** @enum {string} */
      currency: 'cad';
      paymentMethodId: string;
      /** @description Empty when no coupon is used. */
      coupon_code?: string;
      /** @description Required for a Quebec service address (400 without it, nothing written); recorded on the booking with the time and the caller's IP. */
      quebec_terms?: components['schemas']['QuebecTermsRecord'];
    };
    /** @description The paid booking as the thank-you page shows it (the browser keeps it in navigation state, so a reload of that page still shows it) and the same calendar event the confirmation e-mail carries. */
    PaymentResult: {
      vBookingNo: string;
      eStatus: string;
      /**
       * @description cardSaved when the cleaning is more than 5 days away (held 24 hours before).
       * @enum {string}
       */
      ePaymentStatus: 'authorized' | 'cardSaved';
      final_price: number;
      vServiceName: string;
      vCity: string;
      /** @description The city's date of the cleaning, YYYY-MM-DD. */
      vDate: string;
      /** @description Start of the window on the city's clock, e.g. 9:00AM. */
      vFrom: string;
      /** @description End of the window, e.g. 12:00PM. */
      vUntill: string;
      vAddress: string;
      vUnit: string;
      /** @description The booking as an iCalendar (.ics) event, start and end in UTC from the city's time zone. */
      vCalendar: string;
      /** @description e.g. mapleshine-MS-100022.ics */
      vCalendarFileName: string;
      /** @description A regular cleaning (issue 45, decision 143): the plan this payment started, its frequency and the next visit's date (YYYY-MM-DD). Absent for a one-time cleaning. */
      oPlan?: {
        /** @enum {integer} */
        iEveryWeeks: 1 | 2 | 4;
        vNextDate: string;
      };
    };
    /**
     * @example {
     *       "token": "q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E"
     *     }
     */
    BookingLinkRequest: {
      token: components['schemas']['BookingLinkToken'];
    };
    /**
     * @description The tip in cents (integer); from $1 to the price of the cleaning before tax.
     * @example 1800
     */
    TipAmountCents: number;
    /** @description True once the customer answered their bank's check (3-D Secure) for a tip of this amount, which the previous answer asked for with `vClientSecret` (decision 131): the waiting charge is finished, or 400 with the bank's words and nothing charged. 409 when no check waits for this amount. */
    TipAuthenticated: boolean;
    /**
     * @example {
     *       "token": "q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E",
     *       "iAmountCents": 1800
     *     }
     */
    BookingLinkTipRequest: {
      token: components['schemas']['BookingLinkToken'];
      iAmountCents: components['schemas']['TipAmountCents'];
      bAuthenticated?: components['schemas']['TipAuthenticated'];
    };
    /**
     * @example {
     *       "iBookingId": 42,
     *       "iAmountCents": 1800
     *     }
     */
    CustomerBookingTipRequest: {
      iBookingId: number;
      iAmountCents: components['schemas']['TipAmountCents'];
      bAuthenticated?: components['schemas']['TipAuthenticated'];
    };
    TipOffer: {
      /**
       * @description open (a tip may be added), tipped (one was), closed (14 days passed, or the cleaning's payment was not taken).
       * @enum {string}
       */
      eState: 'open' | 'tipped' | 'closed';
      vCleanerFirstName: string;
      /** @description The price of the cleaning before tax, in dollars. */
      fPriceBeforeTax: number;
      /** @description 10, 15 and 20 % of the price before tax; none is chosen for the customer. */
      options: {
        iPercent: number;
        iAmountCents: number;
        fAmount: number;
      }[];
      iMinCents: number;
      iMaxCents: number;
      /** @description The last day a tip may be added (YYYY-MM-DD, the city's calendar). */
      dUntil: string;
      tip: components['schemas']['GivenTip'] | null;
      /** @description Only in an add-tip answer whose card asks for the bank's check (3-D Secure, decision 131): the secret Stripe.js (or the test gateway's dialog) shows the check for. Nothing is charged until the customer answered and the tip is sent again with `bAuthenticated`. */
      vClientSecret?: string;
    };
    GivenTip: {
      fAmount: number;
      iAmountCents: number;
      /** @description YYYY-MM-DD, the city's calendar. */
      dTippedOn: string;
    };
    CleanerTips: {
      fTotal: number;
      iCount: number;
      tips: {
        fAmount: number;
        vCustomerFirstName: string;
        dTippedOn: string;
      }[];
    };
    /**
     * @example {
     *       "iLimit": 10
     *     }
     */
    StatementWeeksRequest: {
      /** @description Optional. The `vNextCursor` of the previous answer: the call then answers the weeks before it. */
      vCursor?: string;
      /** @description Optional. How many weeks a page holds; 10 when absent. */
      iLimit?: number;
    };
    /**
     * @example {
     *       "dWeek": "2026-11-23"
     *     }
     */
    StatementWeekRequest: {
      /** @description The week's Monday (YYYY-MM-DD on the cleaner's city's clock). Another day, another form or a week not started yet is 400 in words. */
      dWeek: string;
    };
    StatementTotals: {
      iJobs: number;
      fHours: number;
      /** @description Pay for the jobs completed that week. */
      fPay: number;
      fTips: number;
      /** @description The cleaner's share of cancellation fees charged that week. */
      fFees: number;
      /** @description Pay, tips and fees together. */
      fEarned: number;
      /** @description Transfers sent that week, whatever week they paid. */
      fPaidOut: number;
      /** @description Of that week's earnings, what has not been sent yet. */
      fToBePaid: number;
    };
    StatementWeeks: {
      /** @description The city whose clock the weeks are on. */
      vCityName: string;
      vTimeZone: string;
      bPayoutAccountReady: boolean;
      weeks: {
        /** @description The week's Monday. */
        dWeek: string;
        /** @description The week's Sunday. */
        dWeekEnd: string;
        bWaitingForPayoutAccount: boolean;
        totals: components['schemas']['StatementTotals'];
      }[];
      /** @description Where the list continues; null when no earlier week is left. */
      vNextCursor: string | null;
    };
    Statement: {
      dWeek: string;
      dWeekEnd: string;
      vCityName: string;
      vTimeZone: string;
      /** @description Something of the week is still to be paid and the cleaner has no payout account transfers can reach yet. */
      bWaitingForPayoutAccount: boolean;
      jobs: {
        /** @description The day it was completed, on the city's clock. */
        dDate: string;
        vBookingNo: string;
        vServiceName: string;
        fHours: number;
        fPay: number;
      }[];
      tips: components['schemas']['StatementAmount'][];
      fees: components['schemas']['StatementAmount'][];
      transfers: {
        dSentOn: string;
        tSentAt: string;
        vBookingNo: string;
        /** @enum {string} */
        eFor: 'service' | 'tip' | 'cancellationFee';
        fAmount: number;
        vTransferId: string;
      }[];
      totals: components['schemas']['StatementTotals'];
    };
    StatementAmount: {
      /** @description The day it was charged, on the city's clock. */
      dDate: string;
      vBookingNo: string;
      fAmount: number;
    };
    /**
     * @description A day of the next two weeks (YYYY-MM-DD on the city's clock, today included) whose free times to list; a day that is not a date or lies outside is refused with 400 (decision 126).
     * @example 2026-11-24
     */
    RescheduleDay: string;
    /**
     * @example {
     *       "token": "q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E"
     *     }
     */
    BookingLinkFreeTimesRequest: {
      token: components['schemas']['BookingLinkToken'];
      sDay?: components['schemas']['RescheduleDay'];
    };
    /**
     * @example {
     *       "iBookingId": 42
     *     }
     */
    CustomerBookingFreeTimesRequest: {
      iBookingId: number;
      sDay?: components['schemas']['RescheduleDay'];
    };
    /**
     * @description The start of one of the offered times, as offered (`vStart`, an ISO 8601 instant).
     * @example 2026-11-23T21:00:00.000Z
     */
    BookingStart: string;
    /**
     * @example {
     *       "token": "q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E",
     *       "start": "2026-11-23T21:00:00.000Z"
     *     }
     */
    BookingLinkMoveRequest: {
      token: components['schemas']['BookingLinkToken'];
      start: components['schemas']['BookingStart'];
      /** @description The customer confirmed a higher price at the new time ("Was $X, now $Y"); without it a move that costs more is refused with 409 (decision 121). */
      bAcceptIncrease?: boolean;
    };
    /**
     * @example {
     *       "iBookingId": 42,
     *       "start": "2026-11-23T21:00:00.000Z"
     *     }
     */
    CustomerBookingMoveRequest: {
      iBookingId: number;
      start: components['schemas']['BookingStart'];
      /** @description The customer confirmed a higher price at the new time ("Was $X, now $Y"); without it a move that costs more is refused with 409 (decision 121). */
      bAcceptIncrease?: boolean;
    };
    OfferedTime: {
      /**
       * Format: date-time
       * @description The start as an instant: what a move sends back.
       */
      vStart: string;
      /**
       * Format: date
       * @description The city's local date.
       */
      vDate: string;
      /** @example 2:00PM */
      vFrom: string;
      /** @example 5:00PM */
      vUntill: string;
      /** @example Monday, November 23, 2026, 2:00PM to 5:00PM */
      vWhen: string;
      /**
       * @description Whose free time it is: the assigned cleaner's (cleaner) or any cleaner's of the city (any: an open booking's, or for an assigned booking a time to ask its cleaner for, decision 125).
       * @enum {string}
       */
      vWho: 'cleaner' | 'any';
      /** @description The price at this time, in dollars (quoted again). */
      fTotal: number;
      /**
       * @description The price said for the reader: "Was $X, now $Y", or "Same price: $X".
       * @example Was $150.00, now $162.00
       */
      vPrice: string;
      /** @description It costs more than now; a move there needs bAcceptIncrease. */
      bIncrease: boolean;
      /**
       * @description Present (true) on an assigned booking's time outside its cleaner's free time: choosing it asks the cleaner (bookingLinkRescheduleAsk), the booking keeps its time until they accept (decision 125).
       * @enum {boolean}
       */
      bAsk?: true;
    };
    OfferedDay: {
      /**
       * Format: date
       * @description A local date of the city.
       */
      sDay: string;
      /** @description It has at least one free time the booking could move to. */
      bFree: boolean;
    };
    OfferedTimes: {
      vBookingNo: string;
      /** @description Today and the 14 days after it on the city's clock, each saying whether it has a free time (the picker's day chooser, decision 126). */
      aDays: components['schemas']['OfferedDay'][];
      /**
       * Format: date
       * @description The day whose times aTimes lists; the one asked for, else the first with a free time (today when none has).
       */
      sDay: string;
      /** @description The booking's price now, in dollars. */
      fWas: number;
      /** @description How many more times the booking may be moved (at most two moves per booking, decision 121). */
      iMovesLeft: number;
      /** @description Every free start of the day sDay, soonest first, on the city's clock (an assigned booking's cleaner's times, then the times to ask its cleaner for, decision 125); empty when that day has none. */
      aTimes: components['schemas']['OfferedTime'][];
    };
    MovedBooking: {
      vBookingNo: string;
      time: components['schemas']['OfferedTime'];
    };
    TimeRequest: {
      iRequestId: number;
      /** @enum {string} */
      vState: 'asked' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
      /**
       * Format: date-time
       * @description The new time asked, as an instant.
       */
      vStart: string;
      /** @example Monday, November 23, 2026, 2:00PM to 5:00PM */
      vWhen: string;
      /** @description The price at the new time, in dollars. */
      fTotal: number;
      /** @example Was $150.00, now $162.00 */
      vPrice: string;
      /** @description The first name of the cleaner asked. */
      vCleaner: string;
      /** Format: date-time */
      tAnswerBy: string;
      /** @example Monday, November 23, 2026 at 9:00AM */
      vAnswerBy: string;
      /** @description Declined or lapsed and no choice made yet; the customer keeps the time, opens it to other cleaners (when bOpen) or cancels free. */
      bChoose: boolean;
      /** @description The customer may open the new time to other cleaners now (decision 130) — another cleaner they did not block is free then and the booking has a move left. */
      bOpen: boolean;
    };
    TimeRequestAnswer: {
      oRequest?: components['schemas']['TimeRequest'];
    };
    /**
     * @description Keep the booking's time, open the new time to other cleaners (decision 130), or cancel it free of any fee.
     * @enum {string}
     */
    CustomerChoiceAfterNoAnswer: 'keep' | 'open' | 'cancel';
    /**
     * @example {
     *       "token": "q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E",
     *       "vChoice": "keep"
     *     }
     */
    BookingLinkTimeChoice: {
      token: components['schemas']['BookingLinkToken'];
      vChoice: components['schemas']['CustomerChoiceAfterNoAnswer'];
    };
    /**
     * @example {
     *       "iBookingId": 42,
     *       "vChoice": "keep"
     *     }
     */
    CustomerTimeChoice: {
      iBookingId: number;
      vChoice: components['schemas']['CustomerChoiceAfterNoAnswer'];
    };
    TimeChoice: {
      vChoice: components['schemas']['CustomerChoiceAfterNoAnswer'];
    };
    CleanerTimeRequest: {
      iRequestId: number;
      vBookingNo: string;
      /** @description The job's time now, in words. */
      vNow: string;
      /** @description The time the customer asks for, in words. */
      vAsked: string;
      /** Format: date-time */
      tAnswerBy: string;
      vAnswerBy: string;
    };
    CleanerTimeRequests: {
      aRequests: components['schemas']['CleanerTimeRequest'][];
    };
    /**
     * @example {
     *       "iRequestId": 7,
     *       "bAccept": true
     *     }
     */
    TimeRequestAnswerRequest: {
      iRequestId: number;
      bAccept: boolean;
    };
    TimeRequestDecision: {
      /** @enum {string} */
      vState: 'accepted' | 'declined';
    };
    /**
     * @example {
     *       "iUnacceptedDeadlineHours": 12,
     *       "iPlanDiscountWeekly": 15,
     *       "iPlanDiscountEvery2Weeks": 10,
     *       "iPlanDiscountEvery4Weeks": 5,
     *       "iPlanMaxPauseWeeks": 8
     *     }
     */
    AdminBookingRules: {
      /** @description Hours before its start by which a paid booking must have a cleaner; past it the customer is told and offered other times (default 12; sooner for same-day bookings). */
      iUnacceptedDeadlineHours: number;
      /** @description Regular cleanings (issue 45, decision 143), the discount of a weekly plan in whole percent (default 15). Always answered; left out of a save, unchanged. */
      iPlanDiscountWeekly?: number;
      /** @description The discount of a plan every 2 weeks (default 10). */
      iPlanDiscountEvery2Weeks?: number;
      /** @description The discount of a plan every 4 weeks (default 5). */
      iPlanDiscountEvery4Weeks?: number;
      /** @description The longest pause of a plan at once, in weeks (default 8). */
      iPlanMaxPauseWeeks?: number;
    };
    /** @description What a tier charges, all of it the assigned cleaner's: nothing, hours of the cleaner's pay (`hours`), or a share of the price before tax (`percent`). */
    AdminCancellationFee: {
      /** @enum {string} */
      kind: 'none' | 'cleanerPay' | 'priceShare';
      /** @description For `cleanerPay`, in quarter hours. */
      hours?: number;
      /** @description For `priceShare`. */
      percent?: number;
    };
    /** @description From this many hours before the start (inclusive) until this many (exclusive). */
    AdminCancellationTier: {
      fromHoursBefore: number;
      untilHoursBefore: number;
      fee: components['schemas']['AdminCancellationFee'];
    };
    /**
     * @example {
     *       "basedOnVersion": 1,
     *       "freeMinutesAfterBooking": 10,
     *       "tiers": [
     *         {
     *           "fromHoursBefore": 24,
     *           "untilHoursBefore": 2,
     *           "fee": {
     *             "kind": "cleanerPay",
     *             "hours": 1
     *           }
     *         },
     *         {
     *           "fromHoursBefore": 2,
     *           "untilHoursBefore": 0,
     *           "fee": {
     *             "kind": "priceShare",
     *             "percent": 50
     *           }
     *         }
     *       ]
     *     }
     */
    AdminCancellationPolicyInput: {
      /** @description The version in force when the operator began editing (0 if none). */
      basedOnVersion: number;
      /** @description A booking cancelled this soon after it was confirmed costs nothing. */
      freeMinutesAfterBooking: number;
      /** @description Farthest from the start first, each starting where the one before ends; the last ends at 0. */
      tiers: components['schemas']['AdminCancellationTier'][];
    };
    AdminCancellationPolicyVersion: {
      version: number;
      freeMinutesAfterBooking: number;
      tiers: components['schemas']['AdminCancellationTier'][];
      /**
       * Format: date-time
       * @description When it was published; it applies to bookings confirmed from then on.
       */
      effectiveAt: string;
      /** @description The operator's name; null for the first version, set up by its migration. */
      publishedBy: string | null;
    };
    /**
     * @example {
     *       "from": "2026-11-01",
     *       "to": "2026-11-30"
     *     }
     */
    AdminLedgerQuery: {
      /** @description The first day, YYYY-MM-DD. */
      from: string;
      /** @description The last day, YYYY-MM-DD (included). */
      to: string;
    };
    AdminLedgerSums: {
      /** @description Charged to customers (captures, fees, tips). */
      chargedCents: number;
      /** @description Given back to customers (a positive amount). */
      refundedCents: number;
      /** @description Charged less refunded. */
      customerCents: number;
      taxCents: number;
      /** @description Earned by the cleaners. */
      cleanerCents: number;
      /** @description MapleShine's margin (customer less tax and cleaners' pay). */
      marginCents: number;
      /** @description Sent to the cleaners' payout accounts. */
      paidOutCents: number;
      /** @description Earned less paid out. */
      owedCents: number;
    };
    AdminLedgerRow: components['schemas']['AdminLedgerSums'] & {
      /** Format: date */
      day: string;
      city: string;
    };
    AdminLedgerReport: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /** @description One per day and city with movements, by day then city. */
      rows: components['schemas']['AdminLedgerRow'][];
      totals: components['schemas']['AdminLedgerSums'];
    };
    /** @enum {string} */
    AdminLedgerKind:
      'hold' | 'holdRelease' | 'capture' | 'refund' | 'cancellationFee' | 'tip' | 'transfer';
    AdminLedgerEntry: {
      kind: components['schemas']['AdminLedgerKind'];
      /** Format: date-time */
      at: string;
      entryKey: string;
      gatewayRef: string | null;
      heldCents: number;
      customerCents: number;
      taxCents: number;
      cleanerCents: number;
      marginCents: number;
      paidOutCents: number;
    };
    AdminBookingLedger: {
      bookingNo: string;
      entries: components['schemas']['AdminLedgerEntry'][];
      totals: {
        /** @description Still held on the card. */
        heldCents: number;
        customerCents: number;
        taxCents: number;
        cleanerCents: number;
        marginCents: number;
        paidOutCents: number;
        /** @description The cleaner's pay earned less paid out. */
        owedCents: number;
      };
      /** @description Whether customer = tax + cleaner + margin over the rows. */
      balanced: boolean;
    };
    AdminCancellationPolicies: {
      /** @description Newest first; the first is the one in force (empty before any). */
      versions: components['schemas']['AdminCancellationPolicyVersion'][];
    };
    /**
     * @description Access notes for the cleaner, each optional (left out or empty: none) and trimmed when stored: the entry or buzzer code, parking, pets and anything else. The limits and sentences are shared/access-notes.ts's (decision 100).
     * @example {
     *       "vEntryCode": "Buzz 1203",
     *       "vParking": "Visitor parking behind the building, stalls V1 to V6.",
     *       "vPets": "A friendly cat; please keep the balcony door shut.",
     *       "tOther": ""
     *     }
     */
    AccessNotesInput: {
      vEntryCode?: string;
      vParking?: string;
      vPets?: string;
      tOther?: string;
    };
    /** @description Access notes for the cleaner as stored, each '' when none (decision 100). A cleaner gets them only for a job they hold while its contact details show (decision 079); they are never part of an e-mail. */
    AccessNotes: {
      /** @description The entry or buzzer code. */
      vEntryCode: string;
      /** @description Where to park. */
      vParking: string;
      /** @description Pets at home. */
      vPets: string;
      /** @description Anything else, possibly several lines. */
      tOther: string;
    };
    /**
     * @example {
     *       "iBookingId": 42,
     *       "accessNotes": {
     *         "vEntryCode": "Buzz 1203",
     *         "vParking": "",
     *         "vPets": "A friendly cat.",
     *         "tOther": ""
     *       }
     *     }
     */
    AccessNotesChangeRequest: {
      iBookingId: number;
      accessNotes: components['schemas']['AccessNotesInput'];
    };
    BookAgainOffer: {
      iBookingId: number;
      vBookingNo: string;
      details: {
        /** @description The residence type's English name. */
        vResidence: string;
        iServiceId: number;
        vServiceName: string;
        iCityId: number;
        vCity: string;
        vBedrooms: string;
        vBathrooms: string;
        vExtras: string[];
        vUnit: string;
        vAddress: string;
        vPostalCode: string;
        accessNotes: components['schemas']['AccessNotes'];
      };
      /** @description Hours the cleaning takes at today's rates. */
      estimated_time: number;
      /** @description The booking's cleaner by first name; null when it had none. */
      cleaner: {
        vFirstName: string;
        bFavourite: boolean;
        bBlocked: boolean;
        /** @description Their newest background check is clear and unexpired today (decision 134). */
        bBackgroundChecked: boolean;
      } | null;
      /** @description The cleaner's free starts, soonest first, each with an Until that fits the cleaning. */
      freeTimes: {
        vDate: string;
        vFrom: string;
        vUntill: string;
      }[];
    };
    CustomerCleaner: {
      iCleanerId: number;
      vFirstName: string;
      /** @enum {string} */
      vMark: 'favourite' | 'blocked';
      /** Format: date-time */
      dtAddedDate: string;
    };
    /**
     * @example {
     *       "iCleanerId": 7
     *     }
     */
    CleanerIdRequest: {
      iCleanerId: number;
    };
    CancellationTerms: {
      /**
       * Format: date-time
       * @description The end of free cancellation once a cleaner accepts (null when passed).
       */
      freeUntil: string | null;
      /** @description freeUntil written by the server on the service address's clock in the caller's language (decision 129). */
      freeUntilText: string | null;
      /** @description The service address's IANA time zone. */
      timeZone: string;
      policyVersion: number | null;
    };
    /**
     * @example {
     *       "iBookingId": 42,
     *       "iFeeCents": 2500
     *     }
     */
    CancelBookingRequest: {
      iBookingId: number;
      /** @description The cancellation fee the customer was shown, in cents (absent means none). */
      iFeeCents?: number;
    };
    /**
     * @example {
     *       "token": "q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E",
     *       "iFeeCents": 2500
     *     }
     */
    BookingLinkCancelRequest: {
      token: components['schemas']['BookingLinkToken'];
      /** @description The cancellation fee the customer was shown, in cents (absent means none). */
      iFeeCents?: number;
    };
    /** @description What cancelling a booking costs now under the policy it was confirmed with (decision 117). */
    CancellationQuote: {
      /** @enum {string} */
      kind: 'free' | 'fee' | 'closed';
      /**
       * @description Why it is free (no cleaner yet, just booked, early enough, no policy).
       * @enum {string|null}
       */
      why: 'notAccepted' | 'justBooked' | 'earlyEnough' | 'noPolicy' | null;
      /** @description The fee now, tax included (0 when free). */
      feeCents: number;
      /** @description The tax inside feeCents. */
      feeTaxCents: number;
      taxName: string;
      /**
       * Format: date-time
       * @description When this changes (fees begin, the next tier, the start).
       */
      changesAt: string | null;
      /** @description changesAt written by the server on the service address's clock in the caller's language ("November 24, 2026 at 9:00AM MST"), so the page never writes a moment with other time-zone data than the server's (decision 129). */
      changesAtText: string | null;
      /** @description The service address's IANA time zone. */
      timeZone: string;
      policyVersion: number | null;
    };
    /**
     * @example {
     *       "iBookingId": 42
     *     }
     */
    JobIdRequest: {
      iBookingId: number;
    };
    /**
     * @example {
     *       "eStatus": "Open"
     *     }
     */
    JobListRequest: {
      /**
       * @description Open for jobs to take; the others for the contractor's own jobs. Absent for both.
       * @enum {string}
       */
      eStatus?: 'Open' | 'Assigned' | 'InProgress' | 'Completed' | 'Cancelled';
      /** @description Optional. The `vNextCursor` of the previous answer: the call then answers only the next page of past work (completed and cancelled), newest cleaning first. Opaque. */
      vCursor?: string;
      /** @description Optional. How many past items a page holds; 10 when absent. */
      iLimit?: number;
    };
    /**
     * @example {
     *       "iCustomerId": 1
     *     }
     */
    CustomerBookingListRequest: {
      /** @description Optional; when sent it must be the signed-in customer's id. */
      iCustomerId?: number;
      /** @description Optional. The `vNextCursor` of the previous answer: the call then answers only the next page of past work (completed and cancelled), newest cleaning first. Opaque. */
      vCursor?: string;
      /** @description Optional. How many past items a page holds; 10 when absent. */
      iLimit?: number;
    };
    Job: {
      iBookingId: number;
      vBookingNo: string;
      /** @enum {string} */
      eStatus:
        'draft' | 'quoted' | 'authorized' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';
      ePaymentStatus: string;
      /** @description YYYY-MM-DD in the city's time zone. */
      vDate: string;
      /** @description Start, e.g. 9:00AM. */
      vFrom: string;
      /** @description Estimated end, e.g. 12:30PM. */
      vUntill: string;
      vFullName: string;
      vEmail: string;
      vMobile: string;
      vAddress: string;
      vUnit: string;
      city: {
        iCityId: number;
        vCity: string;
        /** @description The city's IANA time zone: the screens write the job's moments on its clock. */
        vTimeZone: string;
      };
      service: {
        iServiceId: number;
        vServiceName: string;
      };
      vResidence: string;
      iBedrooms: number;
      iBathrooms: number;
      estimatedHour: number;
      /** @description Final price in dollars, two decimals, e.g. "301.88". */
      vTotalPrice: string;
      vTax: string;
      vTaxName: string;
      vDiscount: string;
      vExtras: string[];
      /** @description The customer's own notes for the cleaner. */
      accessNotes: components['schemas']['AccessNotes'];
      customer: {
        vFullName: string;
        vImage: string;
      };
      contractor: {
        vFullName: string;
        vImage: string;
      } | null;
      /** @description The customer has reviewed this booking. */
      bReviewed: boolean;
    };
    /** @description A regular cleaning as its cleaner sees it on their dashboard (decision 144). */
    CleanerPlan: {
      iPlanId: number;
      /** @description The customer's first name. */
      vFirstName: string;
      vCity: string;
      /** @enum {string} */
      ePlanStatus: 'active' | 'paused' | 'ended';
      /** @description 1, 2 or 4: every week, 2 weeks or 4 weeks. */
      iEveryWeeks: number;
      /** @description 0 = Sunday. */
      iWeekday: number;
      /** @description The window, e.g. 9:00AM. */
      vFrom: string;
      /** @description e.g. 1:00PM. */
      vUntill: string;
      /** @description The cleaner's next visits of the plan, soonest first (at most 4). */
      visits: {
        iBookingId: number;
        /** @description YYYY-MM-DD in the city's time zone. */
        vDate: string;
      }[];
    };
    /** @description The regular cleaning a job is a visit of (decision 144): its frequency, weekday and window, and whether it has a cleaner (then "Accept every visit" is not offered). */
    ContractorJobPlan: {
      iPlanId: number;
      /** @description 1, 2 or 4: every week, 2 weeks or 4 weeks. */
      iEveryWeeks: number;
      /** @description 0 = Sunday. */
      iWeekday: number;
      vFrom: string;
      vUntill: string;
      bHasCleaner: boolean;
      /** @description The signed-in cleaner is the plan's cleaner. */
      bYours: boolean;
    };
    /** @description A job as a cleaner sees it. Before acceptance only what deciding needs: the customer's first name, the area (city and the postal code's first three characters), service, rooms, extras, date, window and hours. The customer's full name, e-mail, phone, street address and unit (and photo) go to the assigned cleaner from 24 hours before the job's start or from its start, whichever comes first, until the job is done (bContactShared; dtContactFrom and vContactFrom say when, docs/decisions/079-contact-details-near-the-job.md); otherwise they are null. The cleaner's figure is their pay (vPay); the customer's price, tax, discount and payment state are never part of it (decision 031). The access notes travel with the contact details (accessNotes, decision 100). */
    ContractorJob: {
      iBookingId: number;
      vBookingNo: string;
      /** @enum {string} */
      eStatus:
        'draft' | 'quoted' | 'authorized' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';
      /** @description YYYY-MM-DD in the city's time zone. */
      vDate: string;
      /** @description Start, e.g. 9:00AM. */
      vFrom: string;
      /** @description Estimated end, e.g. 12:30PM. */
      vUntill: string;
      /** @description The cleaner's pay for the job in dollars, two decimals, e.g. "81.00": the estimated hours at the city's pay rate for the service. Fixed when the job is accepted (bPayFixed); before that, at the current rate. Null when no rate is set. */
      vPay: string | null;
      /** @description The pay was fixed when the job was accepted. */
      bPayFixed: boolean;
      /** @description The customer's first name. */
      vFirstName: string;
      /** @description The postal code's first three characters (forward sortation area), e.g. T5J; empty when the address has none. */
      vPostalArea: string;
      /**
       * Format: date-time
       * @description While the job is in progress, the first instant it may be completed: half its estimated hours after it was started (docs/decisions/034-complete-only-after-work.md). Null in any other status.
       */
      dtCompletableFrom: string | null;
      /** @description The same instant as the city's clock time, e.g. 12:30PM. Null in any other status. */
      vCompletableFrom: string | null;
      /**
       * Format: date-time
       * @description While the job is accepted (assigned), the first instant it may be started: an hour before its start time. Null in any other status.
       */
      dtStartableFrom: string | null;
      /** @description The same instant on the city's clock and calendar, e.g. 9:00AM on November 28, 2026. Null in any other status. */
      vStartableFrom: string | null;
      /**
       * Format: date-time
       * @description While the job is accepted (assigned), the first instant the customer's contact details and street address show to the cleaner: 24 hours before its start time (they show at once when the job is started earlier). Null in any other status.
       */
      dtContactFrom: string | null;
      /** @description The same instant on the city's clock and calendar, e.g. 9:00AM on November 22, 2026. Null in any other status. */
      vContactFrom: string | null;
      /** @description The contact details and street address are included. */
      bContactShared: boolean;
      /** @description A regular cleaning's visit names its plan (decision 144); absent or null for a one-time cleaning. */
      plan?: components['schemas']['ContractorJobPlan'] | null;
      vFullName: string | null;
      vEmail: string | null;
      vMobile: string | null;
      vAddress: string | null;
      vUnit: string | null;
      city: {
        iCityId: number;
        vCity: string;
        /** @description The city's IANA time zone: the screens write the job's moments on its clock. */
        vTimeZone: string;
      };
      service: {
        iServiceId: number;
        vServiceName: string;
      };
      vResidence: string;
      iBedrooms: number;
      iBathrooms: number;
      estimatedHour: number;
      vExtras: string[];
      /** @description The customer's access notes (entry code, parking, pets, anything else), with the contact details: only for the cleaner holding the job while bContactShared is true (decision 100); null otherwise, and on the open-jobs board always. */
      accessNotes: components['schemas']['AccessNotes'] | null;
      customer: {
        vFirstName: string;
        vFullName: string | null;
        vImage: string | null;
      };
      contractor: {
        vFullName: string;
        vImage: string;
      } | null;
      /** @description The customer has reviewed this booking. */
      bReviewed: boolean;
    };
    BookingReview: {
      id: number;
      iBookingId: number;
      vBookingNo: string;
      /** @description The customer's name. */
      vName: string;
      vContractorName?: string;
      tDescription: string;
      iRating: number;
      vServiceName: string;
      /** Format: date-time */
      dtAddedDate: string;
    };
    /**
     * @example {
     *       "iCustomerId": 1,
     *       "iServiceId": 2,
     *       "iBookingId": 42,
     *       "vRole": "Customer",
     *       "eType": "Customer",
     *       "iRating": 5,
     *       "tDescription": "Marie left the kitchen spotless, even the inside of the oven, and finished half an hour early."
     *     }
     */
    ReviewCreateRequest: {
      /** @description Optional; when sent it must be the signed-in customer's id. */
      iCustomerId?: number;
      iServiceId: number;
      iBookingId: number;
      /** @enum {string} */
      vRole?: 'Customer';
      /** @enum {string} */
      eType?: 'Customer';
      iRating: number;
      tDescription: string;
    };
    CustomerDashboard: {
      iUpcomingBookings: number;
      iCompletedBookings: number;
      iCancelledBookings: number;
      /** @description Dollars charged for completed cleanings. */
      fTotalSpent: number;
    };
    ContractorDashboard: {
      iOpenJobs: number;
      iAssignedJobs: number;
      iInProgressJobs: number;
      iCompletedJobs: number;
      /** @description The cleaner's pay for all their completed jobs, in dollars (decision 031). */
      fEarnings: number;
      /** @description The cleaner's pay for jobs completed this week (Monday to Sunday in the city's time zone), in dollars. */
      fEarningsThisWeek: number;
      /** @description This week and the three before it, newest first. */
      weeks: {
        /** @description The week's Monday, as YYYY-MM-DD. */
        vWeekStart: string;
        /** @description Pay for the jobs completed that week. */
        fEarnings: number;
        /** @description Jobs completed that week. */
        iJobs: number;
      }[];
      /** @description 0 when there are no reviews yet. */
      fAverageRating: number;
      iReviews: number;
    };
    Notification: {
      iNotificationId: number;
      /** @enum {string} */
      eRecipient: 'Customer' | 'Contractor';
      vTitle: string;
      tMessage: string;
      iBookingId: number | null;
      /** @enum {string} */
      eViewed: 'Yes' | 'No';
      /** Format: date-time */
      dtAddedDate: string;
    };
    /**
     * @example {
     *       "iNotificationId": 7
     *     }
     */
    NotificationViewRequest: {
      iNotificationId?: number;
    };
    NotificationViewResult: {
      iUnread: number;
    };
    /**
     * @example {
     *       "vSlug": "about-us",
     *       "eStatus": "Active",
     *       "eDelete": "No"
     *     }
     */
    PageQuery: {
      vSlug: components['schemas']['Slug'];
      /**
       * @default Active
       * @enum {string}
       */
      eStatus: 'Active' | 'Inactive';
      /**
       * @default No
       * @enum {string}
       */
      eDelete: 'Yes' | 'No';
    };
    Page: {
      iPageId: number;
      vSlug: string;
      vTitle: string;
      /** @description The page's sanitized HTML, base64-encoded (UTF-8). */
      tDescription: string;
      /** @enum {string} */
      eStatus: 'Active' | 'Inactive';
      /** @enum {string} */
      eDelete: 'Yes' | 'No';
    };
    Slug: string;
    /**
     * @example {
     *       "slug": "deep-cleaning"
     *     }
     */
    MetaQuery: {
      slug: components['schemas']['Slug'];
    };
    PageMeta: {
      vSlug: string;
      vTitle: string;
      tDescription: string;
      tKeyword: string;
    };
    Banner: {
      iBannerId: number;
      vHeading: string;
      vSubHeading: string;
      vWebpImage: string;
      tDescription: string;
    };
    /**
     * @example {
     *       "eType": "Customer"
     *     }
     */
    FaqQuery: {
      /** @enum {string} */
      eType?: 'Customer' | 'Contractor';
      iServiceId?: number;
    };
    Faq: {
      iFaqId: number;
      vQuestion: string;
      vAnswer: string;
      /** @enum {string} */
      eType: 'Customer' | 'Contractor';
      /** @description The service whose page the question belongs to, or null for general ones. */
      iServiceId: number | null;
    };
    /**
     * @example {
     *       "iBlogId": 1
     *     }
     */
    BlogQuery: {
      iBlogId?: number;
      vSlug?: components['schemas']['Slug'];
    };
    BlogCategory: {
      iCategoryId: number;
      vCategory: string;
    };
    BlogTag: {
      iTagId: number;
      vTag: string;
    };
    Blog: {
      iBlogId: number;
      vSlug: string;
      /** @description The title. */
      vBlog: string;
      /** @description Sanitized HTML. */
      tDescription: string;
      vImage: string;
      /** @description The picture, or the no-image picture when the post has none. */
      vWebpImage: string;
      vImageAlt: string;
      /** Format: date-time */
      dtAddedDate: string;
      /** @enum {string} */
      ePopular: 'Yes' | 'No';
      iCategoryId: number;
      category: components['schemas']['BlogCategory'];
      tags: components['schemas']['BlogTag'][];
    };
    /**
     * @example {
     *       "iBlogId": 1
     *     }
     */
    CommentQuery: {
      iBlogId: number;
    };
    /**
     * @example {
     *       "eType": "Customer"
     *     }
     */
    ReviewQuery: {
      /**
       * @default Customer
       * @enum {string}
       */
      eType: 'Customer' | 'Contractor';
      /** @description Only the reviews of cleanings in this city (a city page's own reviews). */
      vCity?: string;
    };
    Review: {
      id: number;
      /** @description The reviewer as the public sees them: first name and initial, e.g. "Priya N.". */
      vName: string;
      tDescription: string;
      iRating: number;
      vCity: string;
      /** Format: date-time */
      dtAddedDate: string;
    };
    ReviewSummary: {
      /** @description How many reviews. */
      iReviews: number;
      /** @description Their mean rating, to one decimal; absent when there are no reviews. */
      fAverageRating?: number;
    };
    /** @description Which page of an admin list (from 1; 1 when left out). Every admin list query has `page` and `perPage` properties referring to these two, beside its own filters (decision 047). */
    AdminPageNumber: number;
    /** @description Rows per page of an admin list (20 when left out). */
    AdminPerPage: number;
    /** @description What every admin list answers besides its `items`. */
    AdminPage: {
      /** @description How many match the filters, on every page. */
      total: number;
      page: number;
      perPage: number;
    };
    AdminOperator: {
      fullName: string;
      email: string;
    };
    /**
     * @example {
     *       "page": 1,
     *       "perPage": 20,
     *       "action": "application.approve"
     *     }
     */
    AdminAuditLogQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /** @description Exact action, e.g. `application.approve`. */
      action?: string;
      subjectType?: string;
      subjectId?: string;
      operatorEmail?: string;
    };
    AdminAuditLogEntry: {
      id: number;
      /** Format: date-time */
      at: string;
      operatorName: string;
      operatorEmail: string;
      action: string;
      subjectType: string;
      subjectId: string;
      before: {
        [key: string]: unknown;
      } | null;
      after: {
        [key: string]: unknown;
      } | null;
    };
    AdminAuditLogPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminAuditLogEntry'][];
    };
    /**
     * @example {
     *       "status": "Pending"
     *     }
     */
    AdminApplicationQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /**
       * @description Pending when left out.
       * @enum {string}
       */
      status?: 'Pending' | 'Approved' | 'Rejected';
      cityId?: number;
      /** @description Part of the name or e-mail, any case. */
      search?: string;
    };
    AdminApplication: {
      contractorId: number;
      fullName: string;
      email: string;
      mobile: string;
      city: string;
      experience: string;
      photoUrl: string | null;
      /** Format: date-time */
      backgroundCheckConsentAt: string;
      /** Format: date-time */
      appliedAt: string;
      /** @enum {string} */
      status: 'Pending' | 'Approved' | 'Rejected';
      /** @description The reason a rejection gave. */
      decisionReason: string | null;
    };
    AdminApplicationPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminApplication'][];
    };
    /**
     * @example {
     *       "contractorId": 12,
     *       "check": {
     *         "provider": "Sterling",
     *         "checkedOn": "2026-11-20",
     *         "result": "clear",
     *         "expiresOn": "2027-11-20"
     *       }
     *     }
     */
    AdminApplicationDecision: {
      contractorId: number;
      check: components['schemas']['AdminBackgroundCheck'];
    };
    /**
     * @description A background check as an operator records it (decision 134): who ran it, when, its result and the first day it no longer counts (after the day it was done, and not yet reached).
     * @example {
     *       "provider": "in person",
     *       "checkedOn": "2026-11-20",
     *       "result": "clear",
     *       "expiresOn": "2027-11-20"
     *     }
     */
    AdminBackgroundCheck: {
      provider: components['schemas']['AdminCheckProvider'];
      checkedOn: components['schemas']['AdminCheckedOn'];
      result: components['schemas']['AdminCheckResult'];
      expiresOn: components['schemas']['AdminCheckExpiresOn'];
    };
    /** @description Who ran the check (a provider's name), or "in person". */
    AdminCheckProvider: string;
    /**
     * Format: date
     * @description The day the check was done (YYYY-MM-DD); not in the future.
     */
    AdminCheckedOn: string;
    /**
     * Format: date
     * @description The first day the check no longer counts (YYYY-MM-DD), in the cleaner's city.
     */
    AdminCheckExpiresOn: string;
    /**
     * @description Clear, or not clear (which cannot approve an application, and pauses an approved cleaner).
     * @enum {string}
     */
    AdminCheckResult: 'clear' | 'notClear';
    /**
     * @example {
     *       "contractorId": 12,
     *       "check": {
     *         "provider": "Sterling",
     *         "checkedOn": "2026-11-20",
     *         "result": "clear",
     *         "expiresOn": "2027-11-20"
     *       }
     *     }
     */
    AdminCheckRecord: {
      contractorId: number;
      check: components['schemas']['AdminBackgroundCheck'];
    };
    AdminCleanerCheck: {
      id: number;
      provider: string;
      /** Format: date */
      checkedOn: string;
      /** @enum {string} */
      result: 'clear' | 'notClear';
      /** Format: date */
      expiresOn: string;
      /** @description Clear and not expired in the cleaner's city today. */
      current: boolean;
      /** @description The operator's name. */
      recordedBy: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example {
     *       "contractorId": 12,
     *       "reason": "We could not verify the references you gave."
     *     }
     */
    AdminApplicationRejection: {
      contractorId: number;
      reason: components['schemas']['AdminRejectionReason'];
    };
    /**
     * @example {
     *       "status": "active"
     *     }
     */
    AdminCouponQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /**
       * @description all when left out.
       * @enum {string}
       */
      status?: 'active' | 'disabled' | 'all';
      /** @description Part of the code, any case. */
      search?: string;
    };
    AdminCoupon: {
      couponId: number;
      code: string;
      /** @enum {string} */
      kind: 'percent' | 'fixed';
      /** @description Percent, or dollars off. */
      amount: number;
      /** @description As a person reads it: "10% off", "$15.00 off". */
      discount: string;
      city: string | null;
      /** @description Dollars. */
      minSubtotal: number;
      /** Format: date-time */
      validFrom: string;
      /** Format: date-time */
      validUntil: string | null;
      /** @description The last day it works (YYYY-MM-DD), as create-coupon was given it. */
      lastDay: string | null;
      maxRedemptions: number | null;
      redemptions: number;
      disabled: boolean;
    };
    AdminCouponPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminCoupon'][];
    };
    /**
     * @description The words of `npm run ops -- create-coupon`, as typed: the same rules and messages (server/coupons/coupon-create.ts), with the form's names for the options.
     * @example {
     *       "code": "SPRING10",
     *       "kind": "percent",
     *       "amount": "10",
     *       "city": "Calgary",
     *       "lastDay": "2026-12-31"
     *     }
     */
    AdminCouponCreate: {
      code: string;
      kind: string;
      amount: string;
      city?: string;
      minSubtotal?: string;
      lastDay?: string;
      maxRedemptions?: string;
    };
    /**
     * @example {
     *       "couponId": 3
     *     }
     */
    AdminCouponRef: {
      couponId: number;
    };
    /**
     * @example {
     *       "couponId": 3
     *     }
     */
    AdminCouponRedemptionQuery: {
      couponId: number;
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
    };
    AdminCouponRedemption: {
      bookingNo: string;
      customerName: string;
      customerEmail: string;
      /** Format: date-time */
      redeemedAt: string;
      /** @description Dollars taken off the booking. */
      discount: number;
    };
    AdminCouponRedemptionPage: components['schemas']['AdminPage'] & {
      code: string;
      items: components['schemas']['AdminCouponRedemption'][];
    };
    AdminTodayCount: {
      city: string;
      status: string;
      count: number;
    };
    AdminTodayDay: {
      /** @enum {string} */
      day: 'today' | 'tomorrow';
      counts: components['schemas']['AdminTodayCount'][];
    };
    AdminTodayBooking: {
      bookingNo: string;
      city: string;
      /** @description The city's IANA time zone, in which the booking starts. */
      timeZone: string;
      service: string;
      /** Format: date-time */
      startsAt: string;
      status: string;
      paymentStatus: string;
      /** @description Dollars. */
      total: number;
    };
    AdminTodayAtRisk: components['schemas']['AdminTodayBooking'] & {
      /**
       * Format: date-time
       * @description When the customer was told nobody had accepted by the deadline (decision 098); null before.
       */
      customerToldAt: string | null;
      /** @description No approved, unpaused cleaner of the city can take it (hours, days off, daily cap, other jobs; decision 057). */
      noCleaner: boolean;
    };
    AdminToday: {
      days: components['schemas']['AdminTodayDay'][];
      /** @description Open jobs (paid, not accepted) starting within 24 hours (or the deadline to accept, when longer), those whose customer was told nobody accepted, and later ones no cleaner can take, soonest first. */
      atRisk: components['schemas']['AdminTodayAtRisk'][];
      /** @description Upcoming bookings whose card hold failed or expired, soonest first. */
      failedHolds: components['schemas']['AdminTodayBooking'][];
      /** @description Dollars, this week (from Monday, Toronto time). */
      money: {
        /** Format: date-time */
        weekStart: string;
        /** @description Held on cards now, authorized this week. */
        held: number;
        /** @description Captured this week. */
        captured: number;
        /** @description Holds released this week. */
        released: number;
      };
    };
    /** @enum {string} */
    AdminBookingStatus:
      'draft' | 'quoted' | 'authorized' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';
    /** @enum {string} */
    AdminPaymentStatus:
      | 'none'
      | 'cardSaved'
      | 'authorized'
      | 'captured'
      | 'released'
      | 'failed'
      | 'expired'
      | 'partlyRefunded'
      | 'refunded'
      | 'needsAuthentication';
    /**
     * @example {
     *       "page": 1,
     *       "perPage": 20,
     *       "status": "completed"
     *     }
     */
    AdminBookingQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /** @description The booking number or part of it, e.g. `MS-1000`. */
      bookingNo?: string;
      /** @description The customer's e-mail or part of it. */
      email?: string;
      cityId?: number;
      status?: components['schemas']['AdminBookingStatus'];
      /** @description The city's date of the cleaning, YYYY-MM-DD. */
      date?: string;
    };
    AdminBookingListItem: {
      id: number;
      bookingNo: string;
      status: components['schemas']['AdminBookingStatus'];
      paymentStatus: components['schemas']['AdminPaymentStatus'];
      customerName: string;
      email: string;
      city: string;
      service: string;
      /** @description The city's date, YYYY-MM-DD; empty before a quote. */
      date: string;
      /** @description e.g. 9:00AM–12:00PM; empty before a quote. */
      window: string;
      /** @description Dollars; null before a quote. */
      total: number | null;
    };
    AdminBookingListPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminBookingListItem'][];
    };
    /**
     * @example {
     *       "vBookingNo": "MS-100042"
     *     }
     */
    CustomerBookingPageRequest: {
      vBookingNo: string;
    };
    /** @description The cleaner once one has accepted: first name, photo, rating and jobs done, nothing else of theirs. */
    BookingPageCleaner: {
      /** @description Their newest background check is clear and unexpired today (decision 134): only then does the page call them background-checked. */
      backgroundChecked: boolean;
      firstName: string;
      /** @description URL of the photo, or empty when there is none. */
      photo: string;
      /** @description Average of their reviews to one decimal; null before the first review. */
      rating: number | null;
      reviews: number;
      jobsDone: number;
    };
    /** @description A booking as its customer reads it on its own page (issue 40). */
    BookingPage: {
      bookingNo: string;
      /** @enum {string} */
      status:
        'draft' | 'quoted' | 'authorized' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';
      /** @description The status in the customer's words (the lifecycle's `meta.customer`). */
      statusText: string;
      paymentStatus: string;
      serviceName: string;
      extras: string[];
      estimatedHours: number;
      /** @description YYYY-MM-DD in the city's time zone. */
      date: string;
      /** @description e.g. "Tuesday, November 24, 2026". */
      dateText: string;
      /** @description In the city's time zone, e.g. "9:00AM–12:00PM". */
      timeWindow: string;
      /** @description The city's IANA time zone. */
      timeZone: string;
      cityName: string;
      address: string;
      unit: string;
      postalCode: string;
      /** @description Dollars, two decimals, e.g. "301.88". */
      total: string;
      /** @description Where the money stands in one or two sentences (held, saved, charged, refunded, released). */
      moneyText: string;
      cleaner: components['schemas']['BookingPageCleaner'] | null;
      /** @description The lifecycle still takes booking.cancel. */
      canCancel: boolean;
      /** @description No cleaner accepted by the deadline and the customer was told (decision 098): the page offers the nearest free times and Cancel. */
      nobodyAcceptedYet: boolean;
      /** @description The e-mail the booking's messages go to. */
      email: string;
      /** @description An activated account has the booking's e-mail. */
      hasAccount: boolean;
      /** @description What cancelling costs now, and until when (issue 42). */
      cancellation?: components['schemas']['CancellationQuote'] | null;
      /** @description While nobody has accepted a booking that asked for a cleaner (book again): where that request stands, in one sentence in the reader's language (decision 128). */
      requestedCleanerText?: string | null;
    };
    OwnBookingPage: components['schemas']['BookingPage'] & {
      /** @description What /api/customer/cancel_booking takes. */
      iBookingId: number;
    };
    /**
     * @example {
     *       "bookingId": 42
     *     }
     */
    AdminBookingRef: {
      bookingId: number;
    };
    /** @description Dollars and cents, e.g. `25.50`; at most what is left of the charge. */
    AdminRefundAmount: string;
    AdminRefundReason: string;
    /**
     * @example {
     *       "bookingId": 42,
     *       "amount": "25.50",
     *       "reason": "The bathroom was missed.",
     *       "code": "123456"
     *     }
     */
    AdminBookingRefundRequest: {
      bookingId: number;
      amount: components['schemas']['AdminRefundAmount'];
      reason: components['schemas']['AdminRefundReason'];
      code: components['schemas']['AdminConfirmCode'];
    };
    /** @description A code of the operator's authenticator app, asked again for a refund, a new operator (decision 078) and disabling or enabling one (decision 085); each code is taken once. */
    AdminConfirmCode: string;
    AdminBookingTimelineEntry: {
      /** @description The job lifecycle state reached, as its id in the machine, e.g. `completed.partlyRefunded`. */
      state: string;
      /** @description The lifecycle event that led there. */
      event: string | null;
      /**
       * Format: date-time
       * @description When it was reached; null for a state passed through whose move is not recorded (a quote, written in one statement for speed).
       */
      at: string | null;
    };
    AdminBookingRefund: {
      id: number;
      amount: number;
      reason: string;
      operatorEmail: string;
      gatewayRefundId: string;
      /** Format: date-time */
      at: string;
    };
    AdminBookingEmail: {
      id: number;
      to: string;
      subject: string;
      text: string;
      /** Format: date-time */
      at: string;
    };
    AdminBooking: {
      booking: {
        id: number;
        bookingNo: string;
        status: components['schemas']['AdminBookingStatus'];
        paymentStatus: components['schemas']['AdminPaymentStatus'];
        /** @description The lifecycle state id, e.g. `completed.charged`. */
        state: string;
        customerName: string;
        email: string;
        mobile: string;
        address: string;
        city: string;
        service: string;
        date: string;
        window: string;
        cleanerName: string | null;
        subtotal: number | null;
        discount: number;
        /** @description A regular cleaning's visit with a discount: the plan's percent, so the discount is named as the receipt names it ("Regular cleaning discount (10%)", decision 148). Null otherwise (a coupon's or no discount). */
        planDiscountPercent: number | null;
        tax: number | null;
        taxName: string;
        /** @description The tax on its lines (Quebec: GST and QST), recomputed from the rates in force on the cleaning's date; empty when they no longer give the tax charged (decision 110). */
        taxLines: components['schemas']['TaxLine'][];
        /** @description A Quebec booking's French-first terms record (decision 110); null elsewhere. */
        quebecTerms: {
          version: string;
          /** @enum {string} */
          shownFirst: 'fr';
          /** @enum {string} */
          acceptedLanguage: 'fr-CA' | 'en-CA';
          /** Format: date-time */
          acceptedAt: string;
          ip: string;
        } | null;
        total: number | null;
        cleanerPay: number | null;
        /** @description The customer's notes for the cleaner (decision 100). */
        accessNotes: components['schemas']['AccessNotes'];
        /** Format: date-time */
        createdAt: string;
        /** @description The customer's id, for closing their account on a written request. */
        customerId: number;
        /** @description Whether the customer closed their account (decision 139). */
        customerClosed: boolean;
      };
      timeline: components['schemas']['AdminBookingTimelineEntry'][];
      payment: {
        status: components['schemas']['AdminPaymentStatus'];
        /** Format: date-time */
        authorizedAt: string | null;
        /** Format: date-time */
        authorizationExpiresAt: string | null;
        /** Format: date-time */
        capturedAt: string | null;
        /** Format: date-time */
        releasedAt: string | null;
        /** @description Dollars taken from the card. */
        captured: number;
        refunded: number;
        /** @description Captured minus refunded. */
        refundable: number;
        refunds: components['schemas']['AdminBookingRefund'][];
      };
      /** @description The e-mails the app kept (the outbox) that name the booking. */
      emails: components['schemas']['AdminBookingEmail'][];
      /** @description The operator events the job lifecycle takes in the booking's state. */
      actions: ('booking.cancel' | 'job.handBack' | 'payment.refund')[];
    };
    AdminBookingEnvelope: components['schemas']['Envelope'] & {
      data: components['schemas']['AdminBooking'];
    };
    /**
     * @description A cleaner's tax details (decision 135), every field checked by the service: legal name, street, city, province or territory (AB … YT), a postal code of that province, a date of birth 18 or more years ago, the kind of number (sin or bn), the SIN (9 digits passing the Luhn check) or business number (9 digits, optionally with a program account such as RT0001), and the GST/HST number (BN + RT + 4 digits) or '' when not registered.
     * @example {
     *       "vLegalName": "Amelia Tremblay",
     *       "vStreet": "10150 Jasper Ave NW",
     *       "vCity": "Edmonton",
     *       "vProvince": "AB",
     *       "vPostalCode": "T5J 1W4",
     *       "dBirthDate": "1990-04-25",
     *       "vNumberKind": "sin",
     *       "vNumber": "046 454 286",
     *       "vGstHstNumber": ""
     *     }
     */
    TaxDetailsRequest: {
      vLegalName: string;
      vStreet: string;
      vCity: string;
      vProvince: string;
      vPostalCode: string;
      /** @description YYYY-MM-DD */
      dBirthDate: string;
      /** @description sin or bn */
      vNumberKind: string;
      vNumber: string;
      vGstHstNumber?: string;
    };
    /** @description A cleaner's tax details as anyone may read them back (decision 135). */
    TaxDetailsMasked: {
      vLegalName: string;
      vCity: string;
      /** @enum {string} */
      eProvince:
        'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';
      iBirthYear: number;
      /** @enum {string} */
      eNumberKind: 'sin' | 'bn';
      /** @description The last three digits only: ••• ••• 286. */
      vNumber: string;
      bGstHstRegistered: boolean;
      /** @description Masked: ••• ••• 789 RT0001. */
      vGstHstNumber: string | null;
      /** Format: date-time */
      dtSavedAt: string;
    };
    TaxDetailsAnswer: {
      oDetails: components['schemas']['TaxDetailsMasked'] | null;
    };
    TaxDetailsSaved: {
      oDetails: components['schemas']['TaxDetailsMasked'];
    };
    /**
     * @example {
     *       "iYear": 2025
     *     }
     */
    TaxReportRequest: {
      /** @description The calendar year, from 2024 (the first under the CRA's rules) to this one. */
      iYear: number;
    };
    /**
     * @example {
     *       "id": 7
     *     }
     */
    AdminIdRequest: {
      id: number;
    };
    /** @description Why an application is rejected; the applicant is e-mailed it. */
    AdminRejectionReason: string;
    /** @description Why the operator acts; kept in the audit log. */
    AdminReason: string;
    /**
     * @example {
     *       "id": 3,
     *       "reason": "Two no-shows this month."
     *     }
     */
    AdminReasonRequest: {
      id: number;
      reason: components['schemas']['AdminReason'];
    };
    /**
     * @description Paused is an approved cleaner an operator paused.
     * @enum {string}
     */
    AdminCleanerStanding: 'Pending' | 'Approved' | 'Paused' | 'Rejected';
    /**
     * @example {
     *       "page": 1,
     *       "text": "ana",
     *       "standing": "Approved"
     *     }
     */
    AdminCleanerQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /** @description Part of the name or e-mail address, any case. */
      text?: string;
      cityId?: number;
      standing?: components['schemas']['AdminCleanerStanding'];
    };
    AdminCleanerRow: {
      id: number;
      fullName: string;
      email: string;
      cityName: string;
      standing: components['schemas']['AdminCleanerStanding'];
      /** Format: date-time */
      createdAt: string;
    };
    AdminCleanerPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminCleanerRow'][];
    };
    AdminCleaner: {
      /** @description Whether the cleaner closed their account (decision 139). */
      closed: boolean;
      /**
       * @description Why a paused cleaner is paused when their background check paused them (decision 134); null otherwise.
       * @enum {string|null}
       */
      pauseReason: 'checkExpired' | 'checkNotClear' | null;
      /** @description Every background check recorded, newest first; the first is the cleaner's check. Empty for a cleaner approved before checks were recorded. */
      backgroundChecks: components['schemas']['AdminCleanerCheck'][];
      id: number;
      fullName: string;
      email: string;
      mobile: string;
      cityId: number;
      cityName: string;
      experience: string;
      standing: components['schemas']['AdminCleanerStanding'];
      /** Format: date-time */
      pausedAt: string | null;
      /** Format: date-time */
      approvedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The cleaner's working hours, days off and daily cap, as they set them (issue 25). */
      hours: components['schemas']['WorkingHours'];
      /** @description The latest 20 jobs, latest cleaning first. */
      jobs: {
        id: number;
        bookingNo: string;
        status: string;
        /** Format: date */
        localDate: string | null;
        serviceName: string;
        /** @description Dollars, fixed at acceptance. */
        pay: number | null;
      }[];
      pay: {
        /** @description Dollars for every completed job. */
        totalEarned: number;
        completedJobs: number;
        /** @description This week and the three before it, in the cleaner's city. */
        weeks: {
          /** Format: date */
          weekStart: string;
          earned: number;
          jobs: number;
        }[];
      };
      reviews: {
        id: number;
        authorName: string;
        body: string;
        rating: number;
        hidden: boolean;
        /** Format: date-time */
        createdAt: string;
      }[];
    };
    /**
     * @example {
     *       "cityId": 1
     *     }
     */
    AdminSupplyDemandQuery: {
      cityId?: number;
    };
    AdminSupplyDemand: {
      /** @description How many days from each city's today demand counts. */
      days: number;
      cities: {
        cityId: number;
        cityName: string;
        /** @description Monday to Sunday. */
        weekdays: {
          weekday: string;
          /** @description Cleaners offering that weekday. */
          cleaners: number;
          /** @description Paid bookings on that weekday. */
          bookings: number;
        }[];
      }[];
    };
    /** @enum {string} */
    AdminReviewVisibility: 'Shown' | 'Hidden';
    /**
     * @example {
     *       "page": 1,
     *       "visibility": "Shown",
     *       "rating": 1
     *     }
     */
    AdminReviewQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /** @enum {string} */
      audience?: 'Customer' | 'Contractor';
      visibility?: components['schemas']['AdminReviewVisibility'];
      rating?: number;
      /** @description Part of the author's name or the text, any case. */
      text?: string;
    };
    AdminReview: {
      id: number;
      /** @enum {string} */
      audience: 'Customer' | 'Contractor';
      authorName: string;
      city: string;
      body: string;
      rating: number;
      contractorId: number | null;
      contractorName: string | null;
      visibility: components['schemas']['AdminReviewVisibility'];
      /** Format: date-time */
      hiddenAt: string | null;
      moderationReason: string;
      /** Format: date-time */
      createdAt: string;
    };
    AdminReviewPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminReview'][];
    };
    /**
     * @example {
     *       "id": 12,
     *       "visibility": "Hidden",
     *       "reason": "Names a cleaner's home address."
     *     }
     */
    AdminReviewModeration: {
      id: number;
      visibility: components['schemas']['AdminReviewVisibility'];
      reason: components['schemas']['AdminReason'];
    };
    /**
     * @example {
     *       "page": 1,
     *       "text": "oven",
     *       "published": true
     *     }
     */
    AdminContentQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /** @description Part of the question or title. */
      text?: string;
      published?: boolean;
      /** @description Only the entries lacking their French (decision 106), when true. */
      missingFrench?: boolean;
    };
    AdminFaq: {
      id: number;
      question: string;
      answer: string;
      /** @description The French question; empty while missing. */
      questionFr: string;
      /** @description The French answer; empty while missing. */
      answerFr: string;
      missingFrench: boolean;
      /** @enum {string} */
      audience: 'Customer' | 'Contractor';
      serviceId: number | null;
      serviceName: string | null;
      sortOrder: number;
      published: boolean;
    };
    AdminFaqPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminFaq'][];
    };
    /**
     * @example {
     *       "question": "Do you bring supplies?",
     *       "answer": "Yes. Every cleaner brings supplies.",
     *       "audience": "Customer",
     *       "published": true
     *     }
     */
    AdminFaqInput: {
      /** @description The entry to change; left out to create one. */
      id?: number;
      question: string;
      /** @description Plain text, shown as written. */
      answer: string;
      /** @description The French question (decision 106): left out, the French is left as it is; empty with answerFr, it is removed. */
      questionFr?: string;
      /** @description The French answer, plain text. */
      answerFr?: string;
      /** @enum {string} */
      audience: 'Customer' | 'Contractor';
      /** @description Set when the question belongs to one service's page. */
      serviceId?: number | null;
      sortOrder?: number;
      published: boolean;
    };
    AdminBlog: {
      id: number;
      slug: string;
      title: string;
      /** @description As stored, sanitized. */
      html: string;
      imageAlt: string;
      /** @description The French title; empty while missing. */
      titleFr: string;
      /** @description The French HTML, sanitized; empty while missing. */
      htmlFr: string;
      imageAltFr: string;
      missingFrench: boolean;
      categoryId: number;
      categoryName: string;
      published: boolean;
      /** Format: date-time */
      addedAt: string;
    };
    AdminBlogPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminBlog'][];
    };
    /**
     * @example {
     *       "title": "Spring cleaning checklist",
     *       "html": "<p>Start with the windows.</p>",
     *       "categoryId": 1,
     *       "published": true
     *     }
     */
    AdminBlogInput: {
      /** @description The post to change; left out to create one. */
      id?: number;
      title: string;
      /** @description The post's address; made from the title when left out or empty. */
      slug?: string;
      /** @description The post's HTML; unsafe parts are removed before it is stored. */
      html: string;
      imageAlt?: string;
      /** @description The French title (decision 106): left out, the French is left as it is; empty with htmlFr, it is removed. The address is the same in both languages. */
      titleFr?: string;
      /** @description The French HTML; unsafe parts are removed before it is stored. */
      htmlFr?: string;
      imageAltFr?: string;
      categoryId: number;
      published: boolean;
    };
    /**
     * @example {
     *       "page": 1,
     *       "pageSlug": "home",
     *       "missingFrench": true
     *     }
     */
    AdminLabelQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      /** @description Part of the key or of either language's text. */
      text?: string;
      /** @description One page's labels. */
      pageSlug?: string;
      /** @description Only the labels lacking their French. */
      missingFrench?: boolean;
    };
    AdminLabel: {
      id: number;
      pageSlug: string;
      key: string;
      /** @description The English text, an ICU message. */
      text: string;
      /** @description The French text; empty while missing. */
      textFr: string;
      missingFrench: boolean;
    };
    AdminLabelPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminLabel'][];
    };
    /**
     * @example {
     *       "id": 12,
     *       "text": "Book Now",
     *       "textFr": "Réserver"
     *     }
     */
    AdminLabelInput: {
      id: number;
      /** @description The English text, a well-formed ICU message. */
      text: string;
      /** @description The French text, a well-formed ICU message; empty removes it (the page then shows the English). */
      textFr: string;
    };
    AdminSaved: {
      id: number;
      /** @description A blog post's address as stored. */
      slug?: string;
    };
    /** @enum {string} */
    AdminCommentVisibility: 'Shown' | 'Hidden';
    /**
     * @example {
     *       "page": 1,
     *       "visibility": "Shown",
     *       "text": "oven"
     *     }
     */
    AdminCommentQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
      visibility?: components['schemas']['AdminCommentVisibility'];
      /** @description Part of the author's name, the comment or the post's title, any case. */
      text?: string;
    };
    AdminComment: {
      id: number;
      blogId: number;
      blogTitle: string;
      blogSlug: string;
      /** @description The customer's whole name (the blog shows first name and initial). */
      authorName: string;
      body: string;
      visibility: components['schemas']['AdminCommentVisibility'];
      /** Format: date-time */
      hiddenAt: string | null;
      moderationReason: string;
      /** Format: date-time */
      createdAt: string;
    };
    AdminCommentPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminComment'][];
    };
    /**
     * @example {
     *       "id": 12,
     *       "visibility": "Hidden",
     *       "reason": "Advertises a competitor."
     *     }
     */
    AdminCommentModeration: {
      id: number;
      visibility: components['schemas']['AdminCommentVisibility'];
      reason: components['schemas']['AdminReason'];
    };
    /**
     * @example {
     *       "page": 1,
     *       "perPage": 20
     *     }
     */
    AdminOperatorQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
    };
    AdminOperatorRow: {
      operatorId: number;
      /** @description The signed-in operator's own row, which the console offers no Disable on. */
      you: boolean;
      email: string;
      fullName: string;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When another operator disabled them (decision 085); null while active.
       */
      disabledAt: string | null;
      /**
       * Format: date-time
       * @description The start of their newest session still kept; null when none is (never, or signed out since).
       */
      lastSignInAt: string | null;
    };
    AdminOperatorPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminOperatorRow'][];
    };
    /**
     * @example {
     *       "email": "sam.okafor@mapleshine.ca",
     *       "fullName": "Sam Okafor",
     *       "code": "123456"
     *     }
     */
    AdminOperatorCreate: {
      email: components['schemas']['Email'];
      /** @description Optional; the part of the e-mail before @ when left out, as the command does. */
      fullName?: string;
      code: components['schemas']['AdminConfirmCode'];
    };
    /**
     * @example {
     *       "operatorId": 7,
     *       "code": "123456"
     *     }
     */
    AdminOperatorAccess: {
      operatorId: number;
      code: components['schemas']['AdminConfirmCode'];
    };
    AdminQueueCounts: {
      /** @description The queue, e.g. `mail.deliver`. */
      queue: string;
      /** @description Created or due for a retry. */
      waiting: number;
      /** @description Running now. */
      active: number;
      /** @description Spent their retries. */
      failed: number;
    };
    AdminFailedJob: {
      id: string;
      queue: string;
      /** Format: date-time */
      at: string;
      /** @description The error pg-boss kept, as text. */
      error: string;
    };
    AdminSystemStatus: {
      queues: components['schemas']['AdminQueueCounts'][];
      mail: {
        pending: number;
        sent: number;
        failed: number;
      };
      /** @description The newest 50 failed background jobs, newest first. */
      failedJobs: components['schemas']['AdminFailedJob'][];
    };
    /**
     * @example {
     *       "page": 1,
     *       "perPage": 20
     *     }
     */
    AdminFailedMailQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
    };
    AdminFailedMail: {
      id: number;
      toAddress: string;
      subject: string;
      attempts: number;
      lastError: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    AdminFailedMailPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminFailedMail'][];
    };
    /**
     * @example {
     *       "page": 1,
     *       "perPage": 20
     *     }
     */
    AdminSiteSpeedQuery: {
      page?: components['schemas']['AdminPageNumber'];
      perPage?: components['schemas']['AdminPerPage'];
    };
    /** @enum {string} */
    AdminVitalRating: 'good' | 'needs-improvement' | 'poor';
    AdminSiteSpeedMetric: {
      /** @enum {string} */
      metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
      /** @description Milliseconds, or the CLS score. */
      p75: number;
      rating: components['schemas']['AdminVitalRating'];
      samples: number;
    };
    AdminSiteSpeedRow: {
      /**
       * Format: date
       * @description The UTC day.
       */
      day: string;
      route: string;
      /** @description The metrics measured that day on that route, in the order LCP, INP, CLS, FCP, TTFB. */
      metrics: components['schemas']['AdminSiteSpeedMetric'][];
    };
    AdminSiteSpeedPage: components['schemas']['AdminPage'] & {
      items: components['schemas']['AdminSiteSpeedRow'][];
    };
    Envelope: {
      /** @description Equals the HTTP status. */
      code: number;
      /** @description A sentence a person can read. */
      message: string;
    };
    /**
     * @description A kind of promotional e-mail: `bookAgain`, reminders to book again; `offers`, offers and news.
     * @enum {string}
     */
    EmailTopic: 'bookAgain' | 'offers';
    /** @description The random key of a person's unsubscribe links, from the e-mail's link. */
    UnsubscribeKey: string;
    EmailPreferences: {
      /** @description Consents to reminders to book again. */
      bBookAgain: boolean;
      /** @description Consents to offers and news. */
      bOffers: boolean;
    };
    /**
     * @example {
     *       "eTopic": "bookAgain",
     *       "bConsent": true
     *     }
     */
    EmailPreferenceChange: {
      eTopic: components['schemas']['EmailTopic'];
      bConsent: boolean;
    };
    /**
     * @example {
     *       "vKey": "8kV2nq0ExampleKey5dT3wq9ZbXc7hJ1mLpR4sUyAo2E",
     *       "eTopic": "offers"
     *     }
     */
    UnsubscribeRequest: {
      vKey: components['schemas']['UnsubscribeKey'];
      eTopic: components['schemas']['EmailTopic'];
      /** @description True: every kind of promotional e-mail stops, not only the link's topic (CASL s. 11(2)). */
      bAll?: boolean;
    };
    /**
     * @example {
     *       "List-Unsubscribe": "One-Click"
     *     }
     */
    OneClickUnsubscribe: {
      /** @enum {string} */
      'List-Unsubscribe'?: 'One-Click';
    };
    DataExports: {
      aExports: components['schemas']['DataExport'][];
      /**
       * Format: date-time
       * @description When the person may ask for a new archive; null when they may now.
       */
      dNextRequestAt: string | null;
    };
    DataExport: {
      iExportId: number;
      /** @enum {string} */
      vStatus: 'building' | 'ready' | 'failed' | 'expired';
      /** Format: date-time */
      dRequestedAt: string;
      /** Format: date-time */
      dReadyAt: string | null;
      /** Format: date-time */
      dExpiresAt: string | null;
      /** Format: date-time */
      dDownloadedAt: string | null;
      iByteSize: number | null;
    };
    /**
     * @description Exactly one of the two.
     * @example {
     *       "vToken": "kq3V0l8Zp2cXh9Tn4WbR7sYe1uMa6Dj5"
     *     }
     */
    DataExportDownloadRequest: {
      /** @description The token of the e-mail's link. */
      vToken?: string;
      iExportId?: number;
    };
    /** @example {} */
    EmptyBody: Record<string, never>;
    /**
     * @example {
     *       "vSlug": "home"
     *     }
     */
    LabelQuery: {
      /** @description The page's first path segment, or `home` for the root. */
      vSlug: string;
    };
    /**
     * @example {
     *       "eConfig": "Company"
     *     }
     */
    SettingQuery: {
      /**
       * @default Company
       * @enum {string}
       */
      eConfig: 'Company' | 'Social';
    };
    City: {
      iCityId: number;
      vCity: string;
      /** @description Two-letter province code (AB, BC, MB, ON, ...). */
      vProvince: string;
      /** @description The letters the province's postal codes begin with (T for Alberta, KLMNP for Ontario). */
      vPostalLetters: string;
      /** @description IANA time zone; "today" for a booking is this zone's today. */
      vTimeZone: string;
    };
    Service: {
      iServiceId: number;
      vServiceName: string;
      /** @description The service page's slug (spec §2 slug rule). */
      vSlug: string;
      tDescription: string;
      vWebpImage: string;
      /** @description "From $X": the quote's subtotal (before tax) for the smallest home, 1 bedroom and 1 bathroom with no extras, in the residence type that comes out cheapest; dollars with at most two decimals, computed from the pricing rows. Absent when nothing can be priced. */
      fFromPrice?: number;
      /** @description The estimated hours of that smallest home (whole or half). */
      fFromHours?: number;
    };
    ResidenceType: {
      iResidenceTypeId: number;
      vResidenceType: string;
    };
    Extra: {
      iExtraId: number;
      vExtras: string;
      vImage: string;
    };
    Label: {
      vLabel: string;
      tText: string;
    };
    Setting: {
      /** @description FOOTER_DESCRIPTION, COPYRIGHTED_TEXT, COMPANY_NUMBER, COMPANY_EMAIL (Company); SOCIAL_FACEBOOK, SOCIAL_TWITTER, SOCIAL_INSTAGRAM (Social). */
      vName: string;
      vValue: string;
    };
    /** Format: email */
    Email: string;
    /** @description Accepted in full however long (up to 4096 characters); common passwords are refused. */
    Password: string;
    CurrentPassword: string;
    /** @description Must equal vPassword. */
    PasswordConfirmation: string;
    ContactMessage: string;
    /** @description Empty keeps the current password; otherwise at least 6 characters. */
    OptionalPassword: string;
    /** @description A Canadian (North American) number as people write it: ten digits, with spaces, dashes, dots or brackets between the groups and an optional leading 1 or +1 ("+1 (780) 555-0123", "780.555.0123"). The server keeps the ten digits (7805550123); decision 033. */
    Mobile: string;
    UniqueCode: string;
    /** @description A customer's first name. */
    FirstName: string & (unknown & components['schemas']['PersonNamePattern']);
    /** @description A customer's last name. */
    LastName: string & (unknown & components['schemas']['PersonNamePattern']);
    /** @description The full name of someone booking or writing to us. */
    FullName: string & (unknown & components['schemas']['PersonNamePattern']);
    /** @description A cleaner's name, as the profile and the application ask for it. */
    ContractorName: string & (unknown & components['schemas']['PersonNamePattern']);
    /** @description Letters of any language (accents included), with spaces, hyphens, apostrophes (' or ’) and periods (Zoë, Jean-Luc, D'Souza, O'Connor-Roy); stored with composed accents and single spaces. Wider than the spec's "letters and spaces only": decision 033. */
    PersonNamePattern: unknown;
    /** @description The reCAPTCHA checkbox's answer (decision 028). Required, and checked with Google before anything else, when the server has RECAPTCHA_SECRET; ignored otherwise. */
    RecaptchaToken: string;
    ShortText: string;
    /**
     * @example {
     *       "vFirstName": "Amelia",
     *       "vLastName": "Tremblay",
     *       "vEmail": "amelia.tremblay@example.ca",
     *       "vMobile": "7805550142",
     *       "vPassword": "maple-leaf-2026"
     *     }
     */
    RegisterRequest: {
      vFirstName: components['schemas']['FirstName'];
      vLastName: components['schemas']['LastName'];
      vEmail: components['schemas']['Email'];
      vMobile: components['schemas']['Mobile'];
      vPassword: components['schemas']['Password'];
      vRecaptchaToken?: components['schemas']['RecaptchaToken'];
      /** @description The form's unticked box, ticked: consent to reminders to book again and to offers by e-mail, recorded with the box's wording in the page's language (issue 44, decision 142). Absent or false: none. */
      bEmailOffers?: boolean;
    };
    /**
     * @example {
     *       "vUniqueCode": "3q2-7wEXAMPLEtoken0aZ"
     *     }
     */
    ActivateRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
    };
    /**
     * @example {
     *       "vUniqueCode": "3q2-7wEXAMPLEtoken0aZ"
     *     }
     */
    ResetLinkCheckRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
    };
    ResetLinkRules: {
      /** @description The fewest characters the new password may have (decision 084). */
      passwordMinLength: number;
    };
    /**
     * @example {
     *       "vEmail": "amelia.tremblay@example.ca",
     *       "vPassword": "maple-leaf-2026"
     *     }
     */
    LoginRequest: {
      vEmail: components['schemas']['Email'];
      vPassword: string;
    };
    LoginResult: {
      vCustomerUniqueCode?: string;
      iCustomerId?: number;
      vContractorUniqueCode?: string;
      iContractorId?: number;
      /** @description Only for an operator (decision 047); the web app then opens /admin. */
      vOperatorUniqueCode?: string;
      /**
       * @description Only for an operator (decision 078): the session opens the console once they set up their authenticator app (`setup`) or enter a code from it (`code`).
       * @enum {string}
       */
      vSecondFactor?: 'setup' | 'code';
      vFullName?: string;
    };
    /** @description The 6-digit code the operator's authenticator app shows now. */
    SecondFactorCode: string;
    SecondFactorSetup: {
      /** @description The key in base32, to type into the app. */
      secret: string;
      /** @description The otpauth:// address of the same key. */
      uri: string;
    };
    /**
     * @example {
     *       "code": "123456"
     *     }
     */
    SecondFactorConfirmRequest: {
      code: components['schemas']['SecondFactorCode'];
    };
    SecondFactorRecoveryCodes: {
      /** @description Ten single-use codes, shown this once. */
      recoveryCodes: string[];
    };
    /**
     * @example {
     *       "code": "123456"
     *     }
     */
    SecondFactorVerifyRequest: {
      code: components['schemas']['SecondFactorCodeOrRecoveryCode'];
    };
    /** @description A code from the app, or a recovery code (`xxxxx-xxxxx`). */
    SecondFactorCodeOrRecoveryCode: string;
    /**
     * @example {
     *       "vEmail": "amelia.tremblay@example.ca"
     *     }
     */
    ForgotPasswordRequest: {
      vEmail: components['schemas']['Email'];
    };
    /**
     * @example {
     *       "vUniqueCode": "3q2-7wEXAMPLEtoken0aZ",
     *       "vPassword": "new-maple-leaf-2026",
     *       "vConfirmPassword": "new-maple-leaf-2026"
     *     }
     */
    ResetPasswordRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
      vPassword: components['schemas']['Password'];
      /** @description When sent, it must equal vPassword. */
      vConfirmPassword?: string;
    };
    /**
     * @example {
     *       "vCurrentPassword": "maple-leaf-2026",
     *       "iShownFeeCents": 0
     *     }
     */
    AccountCloseRequest: {
      vCurrentPassword: components['schemas']['CurrentPassword'];
      /** @description An operator's code from their authenticator app; ignored for others. */
      vCode?: string;
      /** @description The total cancellation fee the preview showed, in cents. */
      iShownFeeCents: number;
    };
    /**
     * @example {
     *       "customerId": 7
     *     }
     */
    AdminAccountRef: {
      customerId?: number;
      contractorId?: number;
    };
    /**
     * @example {
     *       "customerId": 7,
     *       "note": "Written request received by e-mail on November 28, 2026",
     *       "shownFeeCents": 0
     *     }
     */
    AdminAccountCloseRequest: {
      customerId?: number;
      contractorId?: number;
      /** @description The written request received, e.g. "E-mail of November 28, 2026". */
      note: string;
      shownFeeCents: number;
    };
    AccountClosurePreview: {
      /** @description The upcoming bookings a closure cancels, soonest first, each with its fee. */
      aBookings: {
        iBookingId: number;
        vBookingNo: string;
        vService: string;
        /** @description The start, written in the reader's words; empty when never priced. */
        vWhen: string;
        iFeeCents: number;
        vFee: string;
      }[];
      /** @description A cleaner's accepted jobs that go back to the board. */
      aJobs: {
        iBookingId: number;
        vBookingNo: string;
        vService: string;
        vWhen: string;
      }[];
      /** @description The customer's regular cleanings the closure ends (issue 45); their visits already written are among aBookings. */
      aPlans?: {
        vUniqueCode: string;
        iEveryWeeks: number;
        /** @enum {string} */
        eStatus: 'active' | 'paused';
      }[];
      iTotalFeeCents: number;
      vTotalFee: string;
      /** @description Why the account cannot be closed now (a cleaning under way); null when it can. */
      vBlocked: string | null;
      /** @description An operator's own account: a code is asked too. */
      bSecondFactor: boolean;
      /** @description What MapleShine keeps after a closure and why (server/domain/closure.ts). */
      aKept: {
        vKey: string;
        vWhat: string;
        vWhy: string;
      }[];
    };
    /**
     * @example {
     *       "vCurrentPassword": "maple-leaf-2026",
     *       "vPassword": "new-maple-leaf-2026",
     *       "vConfirmPassword": "new-maple-leaf-2026"
     *     }
     */
    ChangePasswordRequest: {
      vCurrentPassword: components['schemas']['CurrentPassword'];
      vPassword: components['schemas']['Password'];
      vConfirmPassword: components['schemas']['PasswordConfirmation'];
    };
    /**
     * @example {
     *       "vUniqueCode": "cus_4f9a1c2b7d"
     *     }
     */
    UniqueCodeRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
    };
    ProfileAddressFields: {
      tAddress?: string;
      vCity?: string;
      vZipCode?: string;
      vRegion?: string;
      vCountry?: string;
    };
    CustomerProfile: {
      iCustomerId: number;
      vUniqueCode: string;
      vFirstName: string;
      vLastName: string;
      vFullName: string;
      vEmail: string;
      vMobile: string;
      /** @description URL of the photo, or empty when there is none. */
      vImage: string;
      vImageAlt: string;
      tAddress: string;
      vCity: string;
      vZipCode: string;
      vRegion: string;
      vCountry: string;
      locale: components['schemas']['Locale'];
    };
    ContractorProfile: {
      iContractorId: number;
      vUniqueCode: string;
      vFullName: string;
      vEmail: string;
      vMobile: string;
      vImage: string;
      vImageAlt: string;
      tAddress: string;
      vCity: string;
      vZipCode: string;
      vRegion: string;
      vCountry: string;
      /** @description The city whose jobs the contractor takes. */
      iCityId: number;
      vServiceCity: string;
      /** @enum {string} */
      eStatus: 'Pending' | 'Approved' | 'Rejected';
      /** @description An operator has paused the cleaner: they keep the jobs they have, but see no open jobs until resumed (decision 049). Shown to them, without the operator's reason. */
      bPaused: boolean;
      locale: components['schemas']['Locale'];
    };
    /**
     * @description A language MapleShine is read in (decision 102): the person's e-mails and notifications are written in it.
     * @enum {string}
     */
    Locale: 'en-CA' | 'fr-CA';
    /**
     * @example {
     *       "locale": "fr-CA"
     *     }
     */
    LocaleRequest: {
      locale: components['schemas']['Locale'];
    };
    /**
     * @example {
     *       "vUniqueCode": "cus_4f9a1c2b7d",
     *       "vFirstName": "Amelia",
     *       "vLastName": "Tremblay",
     *       "vEmail": "amelia.tremblay@example.ca",
     *       "vMobile": "7805550142",
     *       "tAddress": "10150 Jasper Ave NW",
     *       "vCity": "Edmonton",
     *       "vZipCode": "T5J 1W4",
     *       "vRegion": "Alberta",
     *       "vCountry": "Canada",
     *       "vPassword": ""
     *     }
     */
    CustomerUpdateRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
      /**
       * Format: binary
       * @description A .jpg, .jpeg or .png photo of at most 5 MB, checked by its bytes.
       */
      vImage?: string;
      vFirstName: components['schemas']['FirstName'];
      vLastName: components['schemas']['LastName'];
      /** @description Read-only; when sent it must be the account's current e-mail. */
      vEmail?: string;
      vMobile: components['schemas']['Mobile'];
      tAddress?: components['schemas']['ShortText'];
      vCity?: components['schemas']['ShortText'];
      vZipCode?: components['schemas']['ShortText'];
      vRegion?: components['schemas']['ShortText'];
      vCountry?: components['schemas']['ShortText'];
      vPassword?: components['schemas']['OptionalPassword'];
      /** @description Needed with a new vPassword and checked as change-password checks it: missing, "Please enter your current password."; wrong, "The current password is incorrect." (wrong guesses count with change-password's). Ignored when vPassword is empty. */
      vCurrentPassword?: string;
    };
    /**
     * @example {
     *       "vUniqueCode": "con_8b3e5d1a0c",
     *       "vFullName": "Jordan Singh",
     *       "vMobile": "4035550199",
     *       "tAddress": "220 4 Ave SW",
     *       "vCity": "Calgary",
     *       "vZipCode": "T2P 0H5",
     *       "vRegion": "Alberta",
     *       "vCountry": "Canada"
     *     }
     */
    ContractorUpdateRequest: {
      vUniqueCode: components['schemas']['UniqueCode'];
      /**
       * Format: binary
       * @description A .jpg, .jpeg or .png photo of at most 5 MB, checked by its bytes.
       */
      vImage?: string;
      vFullName: components['schemas']['ContractorName'];
      /** @description Read-only; when sent it must be the account's current e-mail. */
      vEmail?: string;
      vMobile: components['schemas']['Mobile'];
      tAddress?: components['schemas']['ShortText'];
      vCity?: components['schemas']['ShortText'];
      vZipCode?: components['schemas']['ShortText'];
      vRegion?: components['schemas']['ShortText'];
      vCountry?: components['schemas']['ShortText'];
      vPassword?: components['schemas']['OptionalPassword'];
      /** @description Needed with a new vPassword and checked as change-password checks it: missing, "Please enter your current password."; wrong, "The current password is incorrect." (wrong guesses count with change-password's). Ignored when vPassword is empty. */
      vCurrentPassword?: string;
    };
    /**
     * @example {
     *       "vFullName": "Jordan Singh",
     *       "vEmail": "jordan.singh@example.ca",
     *       "vMobile": "4035550199",
     *       "iCityId": "2",
     *       "iExperienceId": "3",
     *       "vPassword": "spotless-calgary-7",
     *       "eBackgroundCheck": "Yes",
     *       "vImage": "(a .jpg or .png file)"
     *     }
     */
    ContractorApplication: {
      vFullName: components['schemas']['ContractorName'];
      vEmail: components['schemas']['Email'];
      vMobile: components['schemas']['Mobile'];
      /** @description The city's id sent as text (multipart fields are text). */
      iCityId: string;
      /** @description The experience option's id sent as text (multipart fields are text). */
      iExperienceId: string;
      vPassword: components['schemas']['Password'];
      /** @enum {string} */
      eBackgroundCheck: 'Yes';
      /**
       * Format: binary
       * @description A .jpg, .jpeg or .png photo of at most 5 MB, checked by its bytes.
       */
      vImage: string;
      vRecaptchaToken?: components['schemas']['RecaptchaToken'];
    };
    ExperienceOption: {
      iExperienceId: number;
      vExperience: string;
    };
    AddressLine: string;
    AddressCity: string;
    AddressZipCode: string;
    AddressState: string;
    AddressCountry: string;
    /**
     * @example {
     *       "iCustomerId": 1,
     *       "tAddress": "10150 Jasper Ave NW, Suite 400",
     *       "vCity": "Edmonton",
     *       "vZipCode": "T5J 1W4",
     *       "vState": "Alberta",
     *       "vCountry": "Canada"
     *     }
     */
    AddressAddRequest: {
      /** @description Optional; when sent it must be the signed-in customer's id. */
      iCustomerId?: number;
      tAddress: components['schemas']['AddressLine'];
      vCity: components['schemas']['AddressCity'];
      vZipCode: components['schemas']['AddressZipCode'];
      vState: components['schemas']['AddressState'];
      vCountry: components['schemas']['AddressCountry'];
      /** @description Optional notes for the cleaner kept with the address (each left out is empty). */
      accessNotes?: components['schemas']['AccessNotesInput'];
    };
    /**
     * @example {
     *       "vUniqueCode": "adr_1c9e4b7f2a",
     *       "iCustomerId": 1,
     *       "tAddress": "10150 Jasper Ave NW, Suite 410",
     *       "vCity": "Edmonton",
     *       "vZipCode": "T5J 1W4",
     *       "vState": "Alberta",
     *       "vCountry": "Canada"
     *     }
     */
    AddressEditRequest: {
      /** @description The address's unique code. */
      vUniqueCode: components['schemas']['UniqueCode'];
      /** @description Optional; when sent it must be the signed-in customer's id. */
      iCustomerId?: number;
      tAddress: components['schemas']['AddressLine'];
      vCity: components['schemas']['AddressCity'];
      vZipCode: components['schemas']['AddressZipCode'];
      vState: components['schemas']['AddressState'];
      vCountry: components['schemas']['AddressCountry'];
      /** @description The address's notes for the cleaner, replacing the stored ones (each left out is empty); when accessNotes is left out, the stored notes stay as they are. */
      accessNotes?: components['schemas']['AccessNotesInput'];
    };
    /**
     * @example {
     *       "iAddressId": 1
     *     }
     */
    AddressIdRequest: {
      iAddressId: number;
    };
    /**
     * @example {
     *       "iCustomerId": 1
     *     }
     */
    AddressListRequest: {
      /** @description Optional; when sent it must be the signed-in customer's id. */
      iCustomerId?: number;
    };
    CustomerAddress: {
      iAddressId: number;
      vUniqueAddressCode: string;
      iCustomerId: number;
      tAddress: string;
      vCity: string;
      vZipCode: string;
      vState: string;
      vCountry: string;
      accessNotes: components['schemas']['AccessNotes'];
    };
    /**
     * @example {
     *       "iBlogId": 1,
     *       "iCustomerId": 1,
     *       "vComment": "The tip about cleaning the oven racks in the bathtub overnight saved me an hour of scrubbing."
     *     }
     */
    CommentCreateRequest: {
      iBlogId: number;
      /** @description Optional; when sent it must be the signed-in customer's id. */
      iCustomerId?: number;
      vComment: string;
    };
    Comment: {
      iCommentId: number;
      iBlogId: number;
      vComment: string;
      /** Format: date-time */
      dtAddedDate: string;
      customer: {
        /** @description The commenter as reviews are signed: first name and the last name's initial (`Priya N.`); the last name is never sent. */
        vFullName: string;
        vImage: string;
        /** @description The same public name. */
        vImageAlt: string;
      };
    };
    /**
     * @example {
     *       "vRoute": "/blog-detail/:vSlug",
     *       "metrics": [
     *         {
     *           "vName": "LCP",
     *           "fValue": 1834.2,
     *           "vRating": "good"
     *         },
     *         {
     *           "vName": "CLS",
     *           "fValue": 0.02,
     *           "vRating": "good"
     *         }
     *       ]
     *     }
     */
    VitalsReport: {
      /** @description The route template the page was loaded on (`/blog-detail/:vSlug`, `/*` for an unknown path), never the address itself, so no slug, code or e-mail is sent. Only the templates of the web app's route table (shared/route-templates.ts) are kept; any other is refused with 400. */
      vRoute: string;
      metrics: components['schemas']['VitalMetric'][];
    };
    VitalMetric: {
      /** @enum {string} */
      vName: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
      /** @description Milliseconds for LCP, INP, FCP and TTFB (at most 10 minutes); CLS is a score without a unit (at most 100). */
      fValue: number;
      /** @enum {string} */
      vRating: 'good' | 'needs-improvement' | 'poor';
    };
    /**
     * @example {
     *       "vName": "Priya Natarajan",
     *       "vEmail": "priya.natarajan@example.ca",
     *       "vMobile": "6135550110",
     *       "tMessage": "Do you clean condos in Kanata on weekends?"
     *     }
     */
    ContactRequest: {
      vName: components['schemas']['FullName'];
      vEmail: components['schemas']['Email'];
      vMobile: components['schemas']['Mobile'];
      tMessage: components['schemas']['ContactMessage'];
      vRecaptchaToken?: components['schemas']['RecaptchaToken'];
    };
  };
  responses: {
    /** @description The booking's receipt and credit notes, oldest first (none before it is charged). */
    BookingDocuments: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'] & {
          data: components['schemas']['BookingDocument'][];
        };
      };
    };
    /** @description The document's PDF, byte for byte as stored when it was issued, offered as a download (Content-Disposition: attachment with its file name). */
    BookingDocumentPdf: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/pdf': string;
      };
    };
    /** @description The request broke the contract or a rule; `message` says how. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description No valid session. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The record belongs to someone else, or the caller lacks the role; or the request came from a page on another site (as ForeignOrigin). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description No such record for this caller. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description Too many attempts; try again later. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The request is over its limit: a body over 1 MiB, or in a form a photo over 5 MB, a second photo or too many fields (server/http/error-handler.ts). */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The request conflicts with the current state. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The request came from a page on another site: its Origin is neither PUBLIC_URL's nor the server's own, or the browser marked it cross-site (server/http/origin-check.ts). Nothing was read or written. */
    ForeignOrigin: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The body is not of the media type the call takes: application/json, or multipart/form-data for the calls that send a photo (server/http/content-types.ts). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The year's report in the OECD's DPI XML, offered as a download (Content-Disposition: attachment; mapleshine-dpi-<year>.xml). */
    TaxReportXml: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/xml': string;
      };
    };
    /** @description This server has no key for cleaners' tax details (TAX_DATA_KEY unset on a shared PostgreSQL in production), or not the key a record was sealed with; nothing was written. */
    TaxDataUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description Something failed on the server's side; `message` says only that, the details go to the server's log. Nothing the call would have written was kept. */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The photo store (S3_BUCKET) could not be reached just now; nothing was written and the old photo stays. Only with an object store. */
    StorageUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The captcha (RECAPTCHA_SECRET) could not be checked with Google, or the photo store (S3_BUCKET) could not be reached, just now; nothing was written. Only when the captcha or an object store is configured. */
    CaptchaOrStorageUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description The captcha (RECAPTCHA_SECRET) could not be checked with Google just now; nothing was written. Only when the captcha is configured. */
    CaptchaUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  healthz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is alive. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 200,
           *       "message": "OK."
           *     }
           */
          'application/json': components['schemas']['Envelope'];
        };
      };
    };
  };
  readyz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready for traffic. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 200,
           *       "message": "Ready."
           *     }
           */
          'application/json': components['schemas']['Envelope'];
        };
      };
      /** @description Not ready; the reason is only in the server's log. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 503,
           *       "message": "Not ready."
           *     }
           */
          'application/json': components['schemas']['Envelope'];
        };
      };
    };
  };
  cityGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The cities. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['City'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  serviceGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The services. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Service'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  residenceTypeGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The residence types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ResidenceType'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  extraUtilityGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The extras. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Extra'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  labelGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelQuery'];
      };
    };
    responses: {
      /** @description The page's labels; an empty list when the page has none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Label'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  settingCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SettingQuery'];
      };
    };
    responses: {
      /** @description The settings of the requested group; social links only when configured. Company also carries the regular cleanings' discounts in whole percent (planDiscountWeekly, planDiscountEvery2Weeks, planDiscountEvery4Weeks; issue 45), which the wizard shows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Setting'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  authRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['CaptchaUnavailable'];
    };
  };
  authActivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActivateRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      /** @description The code was this account's and the account is already active (a second click on the link): "Your account is already active. Please log in." Decision 033. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  authLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['LoginResult'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  authForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authResetPasswordCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetLinkCheckRequest'];
      };
    };
    responses: {
      /** @description The link can be used. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ResetLinkRules'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  accountClosurePreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control private, no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AccountClosurePreview'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  accountClose: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountCloseRequest'];
      };
    };
    responses: {
      /** @description Closed; the session cookie is cleared. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authSecondFactorSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The secret to enter in the app. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['SecondFactorSetup'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  authSecondFactorConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorConfirmRequest'];
      };
    };
    responses: {
      /** @description Set up; the recovery codes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['SecondFactorRecoveryCodes'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authSecondFactorVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorVerifyRequest'];
      };
    };
    responses: {
      /** @description The session opens the console. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  authSetLocale: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LocaleRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerGetById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UniqueCodeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CustomerUpdateRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['StorageUnavailable'];
    };
  };
  contractorGetById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UniqueCodeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ContractorUpdateRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['StorageUnavailable'];
    };
  };
  contractorCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ContractorApplication'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['CaptchaOrStorageUnavailable'];
    };
  };
  housecleaningExperienceGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ExperienceOption'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerAddressAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressAddRequest'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerAddress'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerAddressGetById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerAddress'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerAddressEdit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressEditRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerAddress'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerAddressDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerAddressGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressListRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerAddress'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  commentCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentCreateRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Comment'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  contactUsCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['CaptchaUnavailable'];
    };
  };
  pageGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PageQuery'];
      };
    };
    responses: {
      /** @description The matching page (one element), or an empty list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Page'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  metaGetById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['MetaQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PageMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bannerGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Banner'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  faqGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['FaqQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Faq'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  blogGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Blog'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  blogGetById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['BlogQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Blog'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  categoryGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BlogCategory'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  tagGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BlogTag'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  commentGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CommentQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Comment'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  reviewGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ReviewQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Review'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  reviewGetSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ReviewQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ReviewSummary'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  settingSocial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Setting'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningBookSameDay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SameDayStartRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] &
            components['schemas']['SameDayStartResult'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningScheduleCleaning: {
    parameters: {
      query?: never;
      header: {
        /** @description The booking's unique code from book-same-day. */
        vUniqueCode: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduleRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & components['schemas']['Quote'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningCancellationTerms: {
    parameters: {
      query?: never;
      header: {
        /** @description The booking's unique code from book-same-day. */
        vUniqueCode: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The terms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CancellationTerms'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningBookNowEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookNowEmailRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningGiftCouponDiscount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CouponRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] &
            components['schemas']['CouponResult'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningPaymentAutorization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data:
              | components['schemas']['PaymentResult']
              | components['schemas']['PaymentAuthenticationAsked'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningPaymentAuthentication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentAuthenticationRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PaymentResult'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningTestAuthentication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestAuthenticationRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TestAuthenticationResult'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningCardConfirmationGet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CardConfirmationRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CardConfirmation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningCardConfirmationStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CardConfirmationRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CardConfirmationStart'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningCardConfirmationFinish: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CardConfirmationRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CardConfirmation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningAcceptJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorAcceptPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  contractorLeavePlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          iPlanId: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: {
              /** @description How many visits went back to the board. */
              iReopened: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  contractorPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CleanerPlan'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cleaningRejectJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  contractorAssignContractorToBooking: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorGetContractorJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobListRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'][];
            /** @description Where the past work continues: send it back as `vCursor` for the next page; null when nothing older is left. */
            vNextCursor: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorStartBooking: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorCompleteBooking: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorGetAllReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BookingReview'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ContractorDashboard'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorGetWorkingHours: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['WorkingHours'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorCheckWorkingHours: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkingHoursRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: {
              aConflicts: components['schemas']['WorkingHoursConflict'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorUpdateWorkingHours: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkingHoursRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: {
              oHours: components['schemas']['WorkingHours'];
              aConflicts: components['schemas']['WorkingHoursConflict'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorGetTaxDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TaxDetailsAnswer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
      503: components['responses']['TaxDataUnavailable'];
    };
  };
  contractorSaveTaxDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TaxDetailsRequest'];
      };
    };
    responses: {
      /** @description Saved; the details as they are shown from now on, masked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TaxDetailsSaved'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
      503: components['responses']['TaxDataUnavailable'];
    };
  };
  customerGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CustomerBookingListRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Job'][];
            /** @description Where the past work continues: send it back as `vCursor` for the next page; null when nothing older is left. */
            vNextCursor: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerCancelBooking: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelBookingRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Job'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkFreeTimes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkFreeTimesRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OfferedTimes'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkMove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkMoveRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['MovedBooking'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingFreeTimes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerBookingFreeTimesRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OfferedTimes'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingMove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerBookingMoveRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['MovedBooking'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkRescheduleAsk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkMoveRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeRequest'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerRescheduleAsk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerBookingMoveRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeRequest'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkRescheduleRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeRequestAnswer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerRescheduleRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeRequestAnswer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkRescheduleChoose: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkTimeChoice'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeChoice'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerRescheduleChoose: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerTimeChoice'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeChoice'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorRescheduleRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CleanerTimeRequests'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorRescheduleAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TimeRequestAnswerRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TimeRequestDecision'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerUpdateAccessNotes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessNotesChangeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Job'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkOpen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkRequest'];
      };
    };
    responses: {
      /** @description The booking as its customer reads it. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BookingPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerCancellationQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description The cancellation now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CancellationQuote'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkCancellationQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkRequest'];
      };
    };
    responses: {
      /** @description The cancellation now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CancellationQuote'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkCancelRequest'];
      };
    };
    responses: {
      /** @description Cancelled; the booking's page after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BookingPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkEnd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkRequest'];
      };
    };
    responses: {
      /** @description Every link of the booking has stopped working. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingPage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerBookingPageRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OwnBookingPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkTip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TipOffer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkAddTip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkTipRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TipOffer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingTip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TipOffer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingAddTip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerBookingTipRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TipOffer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorTips: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CleanerTips'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  accountEmailPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['EmailPreferences'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  accountEmailPreferencesUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailPreferenceChange'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['EmailPreferences'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  emailUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnsubscribeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  emailUnsubscribeOneClick: {
    parameters: {
      query: {
        /** @description The person's unsubscribe key. */
        k: components['schemas']['UnsubscribeKey'];
        /** @description The kind of promotional e-mail. */
        t: components['schemas']['EmailTopic'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['OneClickUnsubscribe'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  contractorStatementWeeks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatementWeeksRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control private, no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['StatementWeeks'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorStatement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StatementWeekRequest'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control private, no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Statement'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorStatementCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StatementWeekRequest'];
      };
    };
    responses: {
      /** @description The CSV, offered as a download (Content-Disposition: attachment; filename="statement-YYYY-MM-DD.csv"). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorStatementPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StatementWeekRequest'];
      };
    };
    responses: {
      /** @description The PDF, offered as a download (Content-Disposition: attachment; filename="statement-YYYY-MM-DD.pdf"). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerGetAllReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BookingReview'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookAgain: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BookAgainOffer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerCleaners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerCleaner'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerAddFavouriteCleaner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerCleaner'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerRemoveCleaner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CleanerIdRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['CustomerDashboard'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  reviewAddReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewCreateRequest'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BookingReview'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  notificationGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Notification'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  notificationGetAllDashboardNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Notification'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  notificationUpdateNotificationView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['NotificationViewRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['NotificationViewResult'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ForeignOrigin'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  vitalsReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VitalsReport'];
      };
    };
    responses: {
      /** @description The measurements were kept. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['ForeignOrigin'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The operator. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminOperator'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminAuditLogList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminAuditLogQuery'];
      };
    };
    responses: {
      /** @description One page of entries and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminAuditLogPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminApplicationList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminApplicationQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminApplicationPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminApplicationApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminApplicationDecision'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminApplicationReject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminApplicationRejection'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCouponList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCouponQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCouponPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminCouponCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCouponCreate'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCouponDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCouponRef'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCouponRedemptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCouponRedemptionQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCouponRedemptionPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminToday: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminToday'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingQuery'];
      };
    };
    responses: {
      /** @description One page of bookings and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminBookingListPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingGet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRef'];
      };
    };
    responses: {
      /** @description The booking as its page shows it, after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRef'];
      };
    };
    responses: {
      /** @description The booking as its page shows it, after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingEndLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRef'];
      };
    };
    responses: {
      /** @description The booking as its page shows it, after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingHandBack: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRef'];
      };
    };
    responses: {
      /** @description The booking as its page shows it, after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingRefund: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRefundRequest'];
      };
    };
    responses: {
      /** @description The booking as its page shows it, after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminAccountClosurePreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminAccountRef'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AccountClosurePreview'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminAccountClose: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminAccountCloseRequest'];
      };
    };
    responses: {
      /** @description Closed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCleanerList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCleanerQuery'];
      };
    };
    responses: {
      /** @description One page of cleaners and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCleanerPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminCleanerGet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminIdRequest'];
      };
    };
    responses: {
      /** @description The cleaner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCleaner'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminCleanerPause: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminReasonRequest'];
      };
    };
    responses: {
      /** @description Paused. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCleanerResume: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminReasonRequest'];
      };
    };
    responses: {
      /** @description Resumed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCleanerRecordCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCheckRecord'];
      };
    };
    responses: {
      /** @description Recorded; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCleanerTaxDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminIdRequest'];
      };
    };
    responses: {
      /** @description The details, masked; null when the cleaner has not given them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TaxDetailsAnswer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
      503: components['responses']['TaxDataUnavailable'];
    };
  };
  adminTaxReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TaxReportRequest'];
      };
    };
    responses: {
      200: components['responses']['TaxReportXml'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
      503: components['responses']['TaxDataUnavailable'];
    };
  };
  adminSupplyDemand: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AdminSupplyDemandQuery'];
      };
    };
    responses: {
      /** @description Supply and demand. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSupplyDemand'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminReviewList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminReviewQuery'];
      };
    };
    responses: {
      /** @description One page of reviews and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminReviewPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminReviewModerate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminReviewModeration'];
      };
    };
    responses: {
      /** @description The review as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminReview'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminFaqList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminContentQuery'];
      };
    };
    responses: {
      /** @description One page of entries and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminFaqPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminFaqSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminFaqInput'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSaved'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminBlogList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminContentQuery'];
      };
    };
    responses: {
      /** @description One page of posts and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminBlogPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBlogSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBlogInput'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSaved'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminLabelList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLabelQuery'];
      };
    };
    responses: {
      /** @description One page of labels and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminLabelPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminLabelSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLabelInput'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSaved'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminCommentList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCommentQuery'];
      };
    };
    responses: {
      /** @description One page of comments and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCommentPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminCommentModerate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCommentModeration'];
      };
    };
    responses: {
      /** @description The comment as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminComment'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminOperatorList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminOperatorQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminOperatorPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminOperatorCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminOperatorCreate'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminOperatorDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminOperatorAccess'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminOperatorEnable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminOperatorAccess'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminBookingRules'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingRulesSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRules'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminBookingRules'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminCancellationPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCancellationPolicies'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminCancellationPolicyPublish: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCancellationPolicyInput'];
      };
    };
    responses: {
      /** @description Published; `message` says so. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminCancellationPolicies'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminLedgerReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLedgerQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminLedgerReport'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingLedger: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRef'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminBookingLedger'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminSystemStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSystemStatus'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminFailedMailList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminFailedMailQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminFailedMailPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminFailedMailRetry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminIdRequest'];
      };
    };
    responses: {
      /** @description Done; `message` says what changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSiteSpeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminSiteSpeedQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSiteSpeedPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobIdRequest'];
      };
    };
    responses: {
      200: components['responses']['BookingDocuments'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerBookingDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingDocumentRequest'];
      };
    };
    responses: {
      200: components['responses']['BookingDocumentPdf'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkDocumentsRequest'];
      };
    };
    responses: {
      200: components['responses']['BookingDocuments'];
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  bookingLinkDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingLinkDocumentRequest'];
      };
    };
    responses: {
      200: components['responses']['BookingDocumentPdf'];
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingRef'];
      };
    };
    responses: {
      200: components['responses']['BookingDocuments'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminBookingDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminBookingDocumentRequest'];
      };
    };
    responses: {
      200: components['responses']['BookingDocumentPdf'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorPayoutAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PayoutAccount'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorPayoutSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: {
              /** @description Where the browser goes next. */
              vUrl: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorPayoutRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PayoutAccount'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  contractorPayoutTestOnboarding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestBankAccount'];
      };
    };
    responses: {
      /** @description Success. Sent with `Cache-Control no-store`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PayoutAccount'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminPayoutList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPayoutQuery'];
      };
    };
    responses: {
      /** @description One page of payout items and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminPayoutPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminPayoutAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPayoutAccountQuery'];
      };
    };
    responses: {
      /** @description The cleaner's payout account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminPayoutAccount'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminPayoutRetry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminReasonRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  accountDataExports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['DataExports'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  accountDataExportRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Created; the archive is being prepared. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['DataExports'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  accountDataExportDownload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DataExportDownloadRequest'];
      };
    };
    responses: {
      /** @description The zip archive (Content-Disposition: attachment; filename="mapleshine-data-YYYY-MM-DD.zip"). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminRetentionReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRetentionQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminRetentionReport'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSecurityIncidentList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminSecurityIncidentQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSecurityIncidentPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSecurityIncidentGet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminSecurityIncidentRef'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSecurityIncident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSecurityIncidentRecord: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminSecurityIncidentInput'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSecurityIncident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSecurityIncidentUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminSecurityIncidentUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminSecurityIncident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanSummary'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanCodeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlanChangeQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanChangeQuoteRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanChangeQuote'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlanSkip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanSkipRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlanPause: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanPauseRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlanResume: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanCodeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlanChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanChangeRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  customerPlanEnd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlanEndRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['PlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminPlanList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPlanQuery'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminPlanListPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminPlanGet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPlanRef'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminPlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      500: components['responses']['InternalError'];
    };
  };
  adminPlanPause: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPlanPauseRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AdminPlanPage'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
}

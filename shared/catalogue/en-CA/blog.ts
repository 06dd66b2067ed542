/** The blog listing, served at both /blog and /blogs, and a blog's own page. */
export const blogListLabels = {
  BANNER_HEADING: 'Cleaning Tips & News',
  BANNER_SUBHEADING: 'Practical advice for moving day, deep cleans and everyday upkeep.',
  CATEGORIES_HEADING: 'Categories',
  POPULAR_BLOGS_HEADING: 'Popular Blogs',
  PREVIOUS: 'Previous',
  NEXT: 'Next',
  READ_MORE: 'READ MORE',
};

export const blogDetailLabels = {
  COMMENTS_HEADING: 'Comments',
  COMMENT_LABEL: 'Leave a Comment',
  COMMENT_PLACEHOLDER: 'Share your thoughts or your own tip (50 to 250 characters)',
  SUBMIT: 'Submit',
  LOGIN_TO_COMMENT: 'Log in as a customer to leave a comment.',
  LOGIN: 'Log In',
  RECENT_BLOGS_HEADING: 'Recent Blogs',
  BACK_TO_BLOG: 'Back to Blog',
};

/** The comment box's checks and answers (spec §5, §9); not page labels, so not seeded. */
export const commentFormTexts = {
  REQUIRED: 'This field is required.',
  TOO_SHORT: 'Comment must be at least {min} characters long.',
  ADDED: 'Comment Added Successfully.',
  SENDING: 'Loading...',
};

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

/** The blog's landmarks and loading states, said to screen readers (not page labels). */
export const blogWords = {
  LOADING_COMMENT_BOX: 'Loading the comment box',
  LOADING_COMMENTS: 'Loading comments',
  BLOG_POSTS: 'Blog posts',
  LOADING_NAMED: 'Loading {name}',
  REMOVE_FILTER: 'Remove filter: {category}',
  LOADING_CATEGORIES: 'Loading categories',
  MORE_BLOGS: 'More blogs',
  BLOG_PAGES: 'Blog pages',
  PAGE_NUMBER: 'Page {page}',
};

/** The machine viewer at /machines (decision 046): a tool page, so its texts are not seeded. */

export const machineViewerLabels = {
  TITLE: 'Machines',
  INDEX_INTRO:
    'Every flow of MapleShine that has a state machine. Open one to see its diagram in the words of the customer, cleaner or operator, and step through what can happen.',
  INDEX_RUNS_IN: 'Runs in:',
  INDEX_COVERAGE: 'Tested:',
  ALL_MACHINES: 'All machines',
  ZOOM_IN: 'Zoom in',
  ZOOM_OUT: 'Zoom out',
  FIT: 'Fit to view',
  DIAGRAM_HELP:
    'Drag or use the arrow keys to move around, pinch, scroll or press + and − to zoom, and 0 to see it whole. The filled box is where the machine is; click a box to see how the tests reach it.',
  COPY_LINK: 'Copy link to this state',
  LINK_COPIED: 'Link copied.',
  LINK_NOT_COPIED: 'Copy this link:',
  MACHINE: 'Machine',
  /** Under a machine: `{file}` and `{page}` are shown as code. */
  DEFINED_IN: 'Defined in {file}; its page for product owners is {page}.',
  DIAGRAM_OF: 'Diagram of {title}',
  STATE_NAMED: 'State {name}',
  LAYING_OUT: 'Laying out the diagram',
  LAYOUT_FAILED: 'The diagram could not be laid out: {message}',
  CURRENT_STATE: 'Current state',
  FINISHED: 'finished',
  NO_DESCRIPTION: 'This state has no description.',
  CHOICES_HEADING: 'What can happen now',
  MACHINE_FINISHED: 'The machine has finished: nothing more can happen.',
  NO_EVENT: 'No event moves the machine from here.',
  EVENTS: 'Events',
  ANSWERS: 'Answers of the running calls (instant fakes)',
  WAITS: 'Waits',
  SENDS: 'Sends: {what}',
  STEPS_TAKEN: 'Steps taken',
  START_OVER: 'Start over',
  NO_STEPS: 'None yet: the machine is where it starts.',
  CONTEXT: 'What the machine knows',
  /** `{state}` is shown as code. */
  TEST_PATH_HEADING: 'How the tests reach {state}',
  /** `{folder}` is shown as code. */
  NO_TEST_MODEL:
    'This machine has no test model yet, so no test takes its transitions. Add one in {folder}.',
  NO_TEST_PATH: 'None of the {count} generated test paths reaches this state.',
  /** `{file}` is shown as code. */
  SHORTEST_PATH:
    'The shortest of the {count} paths the model-based tests generate ({file}) that ends here:',
  TEST_PATH_LIST: 'Test path to {state}',
  STARTS_HERE: 'It is where the machine starts.',
  FOLLOW_PATH: 'Follow this path',
  /** The stepper's choices and steps: `{id}` is a running call's, `{delay}` a wait's length. */
  CALL_SUCCEEDS: '{id} succeeds',
  CALL_FAILS: '{id} fails',
  CALL_FAILED: "{id} failed (the viewer's stand-in).",
  SKIP_WAIT: 'Skip the wait ({delay})',
  WAIT_PASSED: '{delay} passed',
  A_DELAY: 'a delay',
  MINUTES: '{count, plural, one {# minute} other {# minutes}}',
  SECONDS: '{count, plural, one {# second} other {# seconds}}',
  MILLISECONDS: '{value} ms',
};

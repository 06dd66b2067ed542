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
};

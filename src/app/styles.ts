// Mantine's styles per component (not the whole styles.css) keep the first page's CSS small.
// Order matters: the baseline and variables come first.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
// Text before Anchor: an Anchor is a Text, and its underline rules must come after Text's reset.
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/notifications/styles.css';

// The brand typeface (latin, and latin-ext for the rarer accents), upright weights 300-900 in one
// variable file each, font-display: swap; then its metric-matched fallbacks (fonts.css).
import '@fontsource-variable/figtree/wght.css';
import './fonts.css';

// Last, so it overrides: what changes when the visitor asks for more contrast.
import './contrast.css';

/*
 * The Mantine styles the console's screens use, loaded with its shell (decision 047): the public
 * pages load only their own, so a console screen opened first must not find these missing.
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Alert.css';

/** The row an INSERT … RETURNING or a lookup by a known key must give; its absence is a bug. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected one row, got none.');
  return row;
}

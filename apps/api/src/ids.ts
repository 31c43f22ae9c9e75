/** Largest value of a PostgreSQL integer (serial) column; a larger id cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}

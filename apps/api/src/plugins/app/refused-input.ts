// The last guard of "no input reaches a 500" (docs/decisions/054-free-lines-from-the-server.md): a value the
// schemas let through but PostgreSQL cannot hold (an integer past int4, text it cannot encode) is the
// caller's input, so it answers 422 like any invalid input instead of 500.
/**
 * SQLSTATEs of class 22 (data exception) that only a value sent in can cause: numeric_value_out_of_range,
 * invalid_text_representation, untranslatable_character, character_not_in_repertoire,
 * string_data_right_truncation, invalid_datetime_format, datetime_field_overflow.
 */
const INPUT_SQLSTATES = new Set(['22003', '22P02', '22P05', '22021', '22001', '22007', '22008']);
const MAX_CAUSE_DEPTH = 5;

/** True for a database error raised by a value the request sent. */
export function isInputRefusedByDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < MAX_CAUSE_DEPTH; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATES.has(code)) return true;
    // drizzle wraps the driver's error as its cause.
    current = current.cause;
  }
  return false;
}

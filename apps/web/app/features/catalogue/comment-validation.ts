// The comment form checks its fields with the call's body schema (catalogueCalls.storeComment.body is
// StoreCommentFields) through Conform, plus the image limits the server checks again.
import { parseWithZod } from '@conform-to/zod/v4';
import {
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  StoreCommentFields,
} from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { z } from 'zod';

const { comments: text } = catalogueMessages;

/** The call's text fields, plus the images that travel beside them in the same multipart body. */
const CommentForm = StoreCommentFields.extend({
  files: z
    .array(z.instanceof(Blob))
    .max(COMMENT_MAX_IMAGES)
    .refine((files) => files.every((file) => file.size <= COMMENT_IMAGE_MAX_BYTES), { abort: true })
    .optional(),
});

function messageFor(field: unknown, issue: z.core.$ZodIssue): string {
  if (field === 'stars') return text.ratingRequired;
  if (field === 'content')
    return issue.code === 'too_big' ? text.contentTooLong(COMMENT_MAX_LENGTH) : text.contentRequired;
  if (field === 'files')
    return issue.code === 'too_big' ? text.tooManyFiles(COMMENT_MAX_IMAGES) : text.fileTooLarge;
  return text.failed;
}

/** One Chinese message per invalid field. */
function formatError(issues: z.core.$ZodIssue[]): string[] {
  const [issue] = issues;
  return issue ? [messageFor(issue.path[0], issue)] : [text.failed];
}

/** The Conform submission of the form's data, validated with the call's schema. */
export function parseCommentForm(formData: FormData) {
  return parseWithZod(formData, { schema: CommentForm, formatError });
}

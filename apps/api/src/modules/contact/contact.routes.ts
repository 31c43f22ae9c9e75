import fastifyMultipart from '@fastify/multipart';
import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_FILE_TYPES,
  CONTACT_MAX_FILES,
  contentPageCalls,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type MailConfig, readMailConfig } from '../../integrations/mail/index.ts';
import { registerCall } from '../../lib/register-call.ts';
import { multipartOptions, readMultipart } from '../../lib/uploads.ts';
import { postContactMessage } from './contact.service.ts';

/** Longest text field in bytes: 2000 CJK characters of UTF-8 and some room. */
const MAX_FIELD_BYTES = 8 * 1024;

export interface ContactRoutesOptions {
  mail?: MailConfig;
}

/** The contact form (storefront.md §7.6 post-contact-us): guests and members alike. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const mail = opts.mail ?? readMailConfig();
  await app.register(fastifyMultipart, {
    ...multipartOptions({
      maxFiles: CONTACT_MAX_FILES,
      maxFileBytes: CONTACT_FILE_MAX_BYTES,
      maxFieldBytes: MAX_FIELD_BYTES,
      maxFields: 8,
    }),
  });

  registerCall(app, contentPageCalls.contactUs, async (request, reply) => {
    const body = await readMultipart(request, CONTACT_FILE_TYPES);
    const answer = await postContactMessage(
      db,
      { ...body, memberId: request.memberId, ip: request.ip },
      mail,
    );
    return reply.code(201).send(answer);
  });
};

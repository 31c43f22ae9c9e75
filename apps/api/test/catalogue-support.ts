// Helpers of the catalogue, product page, favourites and contact tests (not a test file itself).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@shop/db';
import { DEMO_MEMBERS } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createSession } from '../src/modules/sessions/index.ts';
import type { TestApp } from './build-app.ts';

export const API = '/front-stage/v1';

/** A session of a demo member (who has bought the best seller, c-plus/vitamin-c-serum-15). */
export async function demoMemberSession(t: TestApp, index = 0) {
  const [member] = await t.db
    .select({ member_id: schema.members.member_id, member_name: schema.members.member_name })
    .from(schema.members)
    .where(eq(schema.members.member_mobile, DEMO_MEMBERS[index]!.mobile));
  if (!member) throw new Error('The demo members are not seeded');
  return {
    memberId: member.member_id,
    name: member.member_name,
    token: await createSession(t.db, member.member_id),
  };
}

/** A new member who has bought nothing. */
export async function newMemberSession(t: TestApp, name = '測試會員') {
  const mobile = `09${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
  const [member] = await t.db
    .insert(schema.members)
    .values({ member_mobile: mobile, member_name: name })
    .returning({ member_id: schema.members.member_id });
  return { memberId: member!.member_id, token: await createSession(t.db, member!.member_id) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestFile {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: TestFile[] = []) {
  const boundary = `----shoptest${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A real 4×3 JPEG (uploads are decoded and re-encoded, so magic bytes alone no longer pass). */
export const JPEG_BYTES = await sharp({
  create: { width: 4, height: 3, channels: 3, background: '#c8a27a' },
})
  .jpeg()
  .toBuffer();
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** Text pretending to be a photo. */
export const NOT_AN_IMAGE = Buffer.from('<script>alert("not a photo")</script>\n'.repeat(4));

/** A throw-away DATA_DIR for uploads; returns the function that removes it. */
export async function useTemporaryDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  return {
    dir,
    remove: async () => {
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

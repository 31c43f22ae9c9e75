/// <reference path="./s3rver.d.ts" />
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver: a local S3-compatible server (https://github.com/jamhall/s3rver) that keeps objects and answers
// S3's XML. Its own check of Signature Version 4 stops at the access key id, so a small gate in front of
// it checks the rest as S3 does (below): the signature, the payload hash and the clock.
import S3rver from 's3rver';
import type { S3Config } from '../src/integrations/storage/index.ts';

/** s3rver's default credentials: the only ones it accepts. */
export const S3_FAKE_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
const REGION = 'us-east-1';

export interface S3FakeServer {
  /** A path-style config for the bucket the server was started with. */
  config: S3Config;
  /** Requests the gate refused, by S3 error code. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * Starts s3rver with one bucket behind the signature gate, on `port` (0: a free port the system picks),
 * its files in a temporary folder.
 */
export async function startS3Fake(bucket = 'shop-uploads', port = 0): Promise<S3FakeServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const inner = await s3.run();
  const refused: string[] = [];
  const gate = createServer((req, res) => {
    void readBody(req).then((body) => {
      const problem = signatureProblem(req, body);
      if (problem) {
        refused.push(problem.code);
        res.writeHead(problem.status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem.code}</Code></Error>`);
        return;
      }
      const forward = httpRequest(
        { host: '127.0.0.1', port: inner.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => gate.listen(port, '127.0.0.1', resolve));
  return {
    config: {
      endpoint: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`,
      bucket,
      region: REGION,
      ...S3_FAKE_KEYS,
      pathStyle: true,
    },
    refused,
    close: async () => {
      await closeServer(gate);
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as Signature Version 4 asks. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The checks S3 makes on a request signed with an Authorization header, from the AWS documentation
 * "Authenticating Requests: Using the Authorization Header (AWS Signature Version 4)"
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the credential's
 * key and scope, `x-amz-content-sha256` equal to the body's hash (XAmzContentSHA256Mismatch), the
 * request time within 15 minutes (RequestTimeTooSkewed), and the signature over the canonical request.
 */
function signatureProblem(req: IncomingMessage, body: Buffer): { status: number; code: string } | null {
  const header = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { status: 403, code: 'AccessDenied' };
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== S3_FAKE_KEYS.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== REGION) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const time = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!amzDate.startsWith(day!) || !Number.isFinite(time)) return { status: 403, code: 'AccessDenied' };
  if (Math.abs(Date.now() - time) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed' };
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return { status: 403, code: 'AccessDenied' };
  const url = new URL(req.url ?? '/', 'http://gate');
  const query = [...url.searchParams]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${S3_FAKE_KEYS.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { status: 403, code: 'SignatureDoesNotMatch' };
  }
  return null;
}

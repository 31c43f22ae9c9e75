import { AwsClient } from 'aws4fetch';
import { checkKey, type ObjectStorage } from './object-storage.ts';

export interface S3Config {
  /** The service's address (`https://s3.ap-northeast-1.amazonaws.com`, a self-hosted server's). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint host}/{key}` (self-hosted servers). */
  pathStyle: boolean;
}

const TIMEOUT_MS = 15_000;

/**
 * Files in a bucket of any S3-compatible service, signed with AWS Signature Version 4 by aws4fetch
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html). Uses
 * PutObject, GetObject, DeleteObject and ListObjectsV2 only.
 */
export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const endpoint = new URL(config.endpoint);
  const bucketUrl = config.pathStyle
    ? new URL(`${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/`, endpoint)
    : new URL(
        `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/?$/, '/')}`,
      );
  const objectUrl = (key: string) =>
    new URL(checkKey(key).split('/').map(encodeURIComponent).join('/'), bucketUrl);

  async function send(url: URL, init: RequestInit): Promise<Response> {
    return client.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
  async function failure(what: string, response: Response): Promise<Error> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'no code';
    return new Error(`S3 ${what} answered ${response.status} (${code})`);
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await failure(`PutObject ${key}`, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send(objectUrl(key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failure(`GetObject ${key}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const response = await send(objectUrl(key), { method: 'DELETE' });
          // S3 answers 204 for a key that was never there too.
          if (!response.ok && response.status !== 404) throw await failure(`DeleteObject ${key}`, response);
          await response.arrayBuffer();
        }),
      );
    },
    async totalBytes(prefix) {
      let total = 0;
      let token: string | undefined;
      do {
        const url = new URL(bucketUrl);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', prefix);
        if (token) url.searchParams.set('continuation-token', token);
        const response = await send(url, { method: 'GET' });
        if (!response.ok) throw await failure('ListObjectsV2', response);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Size>(\d+)<\/Size>/g)) total += Number(match[1]);
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
          : undefined;
      } while (token);
      return total;
    },
  };
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

import Fastify, { type FastifyInstance } from 'fastify';

// A local stand-in for the Mitake-style SMS gateway: checks what the real one checks (charset, account,
// destination, text and client id) and answers in its plain-text format.

export const MITAKE_USERNAME = 'shop-sms';
export const MITAKE_PASSWORD = 's3cret-pw';

export interface MitakeReceived {
  contentType: string | undefined;
  fields: Record<string, string>;
}

export interface MitakeGatewayFake {
  /** The send address, with ?CharsetURL=UTF-8 as the real one's. */
  url: string;
  received: MitakeReceived[];
  /** The next request's answer instead of the checks (an outage, a refusal). */
  answerNext(answer: { status: number; text: string }): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startMitakeGatewayFake(): Promise<MitakeGatewayFake> {
  const received: MitakeReceived[] = [];
  const next: { status: number; text: string }[] = [];
  const gateway: FastifyInstance = Fastify();
  gateway.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  gateway.post('/api/mtk/SmSend', async (request, reply) => {
    const fields = request.body as Record<string, string>;
    received.push({ contentType: request.headers['content-type'], fields });
    const answer = next.shift();
    if (answer) return reply.code(answer.status).type('text/plain').send(answer.text);
    if (request.query && (request.query as Record<string, string>).CharsetURL !== 'UTF-8') {
      return reply.type('text/plain').send('[1]\r\nstatuscode=r\r\nError=charset\r\n');
    }
    if (fields.username !== MITAKE_USERNAME || fields.password !== MITAKE_PASSWORD) {
      return reply.type('text/plain').send('[1]\r\nstatuscode=e\r\nError=帳號、密碼錯誤\r\n');
    }
    // Mitake takes 09 numbers, and numbers abroad as country code + number in digits (no '+').
    if (!/^(?:09\d{8}|[1-9]\d{9,14})$/.test(fields.dstaddr ?? '')) {
      return reply.type('text/plain').send('[1]\r\nstatuscode=k\r\nError=無效的手機號碼\r\n');
    }
    if (!fields.smbody || !fields.clientid) return reply.type('text/plain').send('[1]\r\nstatuscode=o\r\n');
    return reply.type('text/plain').send('[1]\r\nmsgid=1010079522\r\nstatuscode=1\r\nAccountPoint=98\r\n');
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/api/mtk/SmSend?CharsetURL=UTF-8`,
    received,
    answerNext: (answer) => next.push(answer),
    reset: () => {
      received.length = 0;
      next.length = 0;
    },
    close: () => gateway.close(),
  };
}

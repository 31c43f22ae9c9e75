// Local fakes of the three conversion APIs, checking what each platform checks (see the reference named
// in each sender: apps/api/src/integrations/conversions/ga4.ts, meta.ts, line.ts). A request that
// breaks a rule is answered as the platform answers it (400 with the reason); a taken event is kept.
import Fastify, { type FastifyInstance } from 'fastify';

export interface ConversionFakeKeys {
  ga4: { measurementId: string; apiSecret: string };
  meta: { pixelId: string; accessToken: string };
  line: { tagId: string; accessToken: string };
}

export interface TakenEvent {
  destination: 'ga4' | 'meta' | 'line';
  body: Record<string, unknown>;
}

export interface ConversionFakes {
  url: string;
  taken: TakenEvent[];
  /** Answers the next requests of a destination with this status (503: down for now). */
  failWith: Partial<Record<'ga4' | 'meta' | 'line', number>>;
  app: FastifyInstance;
  close(): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const SEVEN_DAYS_S = 7 * 24 * 3600;
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** GA4 MP: client_id required; 1–25 events; names ≤ 40, letters, digits, underscores, starting with a letter. */
function ga4Problem(body: Json): string | null {
  if (typeof body.client_id !== 'string' || body.client_id === '') return 'client_id is required';
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0 || events.length > 25)
    return 'events must hold 1-25 events';
  for (const event of events) {
    if (
      !isObject(event) ||
      typeof event.name !== 'string' ||
      !/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(event.name)
    )
      return 'event name invalid';
    const params = isObject(event.params) ? event.params : {};
    if (event.name === 'purchase') {
      if (typeof params.transaction_id !== 'string' || !params.transaction_id)
        return 'purchase needs transaction_id';
      if (typeof params.value === 'number' && typeof params.currency !== 'string')
        return 'a value needs a currency';
    }
  }
  return null;
}

/** Meta CAPI: event_name, event_time (not future, ≤ 7 days old), action_source, a hashed identifier; Purchase needs currency + value. */
function metaProblem(body: Json, nowS: number): string | null {
  const data = body.data;
  if (!Array.isArray(data) || data.length === 0 || data.length > 1000) return 'data must hold 1-1000 events';
  for (const event of data) {
    if (!isObject(event) || typeof event.event_name !== 'string') return 'event_name is required';
    const time = event.event_time;
    if (!Number.isInteger(time) || (time as number) > nowS + 60 || (time as number) < nowS - SEVEN_DAYS_S)
      return 'event_time must be a Unix time within the last 7 days';
    if (typeof event.action_source !== 'string') return 'action_source is required';
    if (event.action_source === 'website' && !isObject(event.user_data))
      return 'website events need user_data';
    const user = isObject(event.user_data) ? event.user_data : {};
    const hashed = ['em', 'ph', 'external_id'].flatMap((key) => (Array.isArray(user[key]) ? user[key] : []));
    if (hashed.length === 0) return 'user_data needs at least one identifier';
    if (!hashed.every((value) => typeof value === 'string' && SHA256_HEX.test(value)))
      return 'identifiers must be SHA-256 hashes';
    if (event.event_name === 'Purchase') {
      const custom = isObject(event.custom_data) ? event.custom_data : {};
      if (typeof custom.currency !== 'string' || typeof custom.value !== 'number')
        return 'Purchase needs custom_data.currency and value';
    }
  }
  return null;
}

/** LINE CAPI: event.{deduplication_key, event_timestamp}, a user identifier; phone and email hashed. */
function lineProblem(body: Json): string | null {
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0) return 'events required';
  for (const item of events) {
    const event = isObject(item) && isObject(item.event) ? item.event : null;
    if (!event) return 'event required';
    if (typeof event.deduplication_key !== 'string' || !event.deduplication_key)
      return 'deduplication_key required';
    if (!Number.isInteger(event.event_timestamp)) return 'event_timestamp must be Unix seconds';
    const user = isObject(item) && isObject(item.user) ? item.user : {};
    if (Object.keys(user).length === 0) return 'user needs at least one identifier';
    for (const key of ['phone', 'email'])
      if (key in user && !(typeof user[key] === 'string' && SHA256_HEX.test(user[key] as string)))
        return `${key} must be a SHA-256 hash`;
  }
  return null;
}

export async function startConversionFakes(keys: ConversionFakeKeys, port = 0): Promise<ConversionFakes> {
  const app = Fastify();
  const taken: TakenEvent[] = [];
  const failWith: ConversionFakes['failWith'] = {};
  const failed = (destination: 'ga4' | 'meta' | 'line') => failWith[destination];

  app.post('/mp/collect', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.measurement_id !== keys.ga4.measurementId || query.api_secret !== keys.ga4.apiSecret)
      return reply.code(403).send({ error: 'unknown measurement_id or api_secret' });
    const status = failed('ga4');
    if (status) return reply.code(status).send({ error: 'unavailable' });
    const problem = ga4Problem(request.body as Json);
    if (problem) return reply.code(400).send({ validationMessages: [{ description: problem }] });
    taken.push({ destination: 'ga4', body: request.body as Json });
    return reply.code(204).send();
  });

  app.post('/graph/:pixelId/events', async (request, reply) => {
    const { pixelId } = request.params as { pixelId: string };
    const query = request.query as Record<string, string>;
    if (pixelId !== keys.meta.pixelId || query.access_token !== keys.meta.accessToken)
      return reply.code(400).send({ error: { message: 'Invalid OAuth access token.', code: 190 } });
    const status = failed('meta');
    if (status) return reply.code(status).send({ error: { message: 'unavailable' } });
    const problem = metaProblem(request.body as Json, Math.floor(Date.now() / 1000));
    if (problem) return reply.code(400).send({ error: { message: problem, code: 100 } });
    taken.push({ destination: 'meta', body: request.body as Json });
    return { events_received: ((request.body as Json).data as unknown[]).length, fbtrace_id: 'fake' };
  });

  app.post('/line/:tagId/events', async (request, reply) => {
    const { tagId } = request.params as { tagId: string };
    if (tagId !== keys.line.tagId || request.headers.authorization !== `Bearer ${keys.line.accessToken}`)
      return reply.code(401).send({ message: 'invalid access token' });
    const status = failed('line');
    if (status) return reply.code(status).send({ message: 'unavailable' });
    const problem = lineProblem(request.body as Json);
    if (problem) return reply.code(400).send({ message: problem });
    taken.push({ destination: 'line', body: request.body as Json });
    return reply.code(202).send({});
  });

  const address = await app.listen({ port, host: '127.0.0.1' });
  return { url: address, taken, failWith, app, close: () => app.close() };
}

/**
 * TRUST_PROXY: which peers may tell us the client's address (X-Forwarded-For) and the protocol.
 * - unset or empty: trust nobody; request.ip is the socket's peer address;
 * - a whole number: that many proxies in front (hop count), e.g. `1` behind one load balancer;
 * - otherwise a comma-separated list of addresses or CIDR ranges of the proxies, e.g. `10.0.0.0/8,127.0.0.1`.
 * `true` (believe any sender) is refused: it lets every client choose its own address. A hop count is
 * safe only when the server cannot be reached except through those proxies; prefer the address list.
 */
export type TrustProxySetting = false | number | string[];

/** Fastify's trustProxy for a setting: Fastify itself ignores a plain number (it trusts nothing then). */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export function readTrustProxy(value: string | undefined): TrustProxySetting {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      "TRUST_PROXY=true would let any client forge its address; give the hop count (e.g. 1) or the proxies' addresses/CIDRs",
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * TRUST_PROXY: which peers may tell us the client's address (X-Forwarded-For) and the protocol.
 * - unset or empty: trust nobody; request.ip is the socket's peer address;
 * - a whole number: that many proxies in front (hop count), e.g. `1` behind one load balancer;
 * - otherwise a comma-separated list of addresses or CIDR ranges of the proxies, e.g. `10.0.0.0/8,127.0.0.1`.
 * `true` (believe any sender) is refused: it lets every client choose its own address.
 */
export type TrustProxySetting = false | number | string[];

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

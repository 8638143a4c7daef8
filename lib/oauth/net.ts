// Address classification for outbound fetches on behalf of clients (Client ID Metadata Documents): only public
// unicast addresses may be reached; loopback only when explicitly allowed (local development and tests).
import { BlockList, isIP } from "node:net";

export type AddressKind = "public" | "loopback" | "private";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Everything that is not public unicast: RFC 1918, CGNAT, link-local, documentation, benchmarking, multicast … */
const nonPublic = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  nonPublic.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  nonPublic.addSubnet(net, prefix, "ipv6");

export function classifyAddress(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return "private"; // not an address at all: never connect
  if (family === 6) {
    const lower = address.toLowerCase();
    // IPv4-mapped (::ffff:a.b.c.d or ::ffff:xxxx:xxxx): judge the embedded IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return classifyAddress(mapped[1]);
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
    if (hex) {
      const a = parseInt(hex[1], 16);
      const b = parseInt(hex[2], 16);
      return classifyAddress(`${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`);
    }
    if (loopback.check(address, "ipv6")) return "loopback";
    return nonPublic.check(address, "ipv6") ? "private" : "public";
  }
  if (loopback.check(address, "ipv4")) return "loopback";
  return nonPublic.check(address, "ipv4") ? "private" : "public";
}

/** Whether a fetch may connect to `address`. */
export function mayConnect(address: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === "public" || (kind === "loopback" && allowLoopback);
}

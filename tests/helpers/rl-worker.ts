// A separate process standing in for one app instance: N concurrent checks of the "ask" limit for one key.
import { checkRateLimit } from "../../lib/ratelimit";

const [key, n] = [process.argv[2], Number(process.argv[3])];
Promise.all(Array.from({ length: n }, () => checkRateLimit("ask", key))).then((rs) => {
  console.log(JSON.stringify({ allowed: rs.filter((r) => r.success).length, enforced: rs.every((r) => r.enforced) }));
  process.exit(0);
});

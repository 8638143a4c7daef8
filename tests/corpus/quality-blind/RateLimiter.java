package api.limits;

import java.util.HashMap;
import java.util.Map;

public class RateLimiter {
    private final int maxPerMinute;
    private final Map<String, int[]> windows = new HashMap<>();

    public RateLimiter(int maxPerMinute) {
        this.maxPerMinute = maxPerMinute;
    }

    public synchronized boolean allow(String clientId, long nowMillis) {
        int minute = (int) (nowMillis / 60_000);
        int[] window = windows.get(clientId);
        if (window == null || window[0] != minute) {
            windows.put(clientId, new int[] {minute, 1});
            return true;
        }
        if (window[1] >= maxPerMinute) {
            return false;
        }
        window[1]++;
        return true;
    }

    public synchronized void reset(String clientId) {
        windows.remove(clientId);
    }
}

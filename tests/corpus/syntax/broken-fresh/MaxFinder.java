class MaxFinder {
    static int max(int[] values) {
        int best = values[0];
        for (int v : values) {
            if (v > best) {
                best = v;
            }
        }
        return best;
    }
    }
}

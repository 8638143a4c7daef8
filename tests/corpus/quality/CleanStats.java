import java.util.Arrays;
import java.util.List;

public final class CleanStats {
    private CleanStats() {
    }

    public static double mean(int[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        long sum = 0;
        for (int v : values) {
            sum += v;
        }
        return (double) sum / values.length;
    }

    public static int max(List<Integer> values) {
        int best = Integer.MIN_VALUE;
        for (int v : values) {
            best = Math.max(best, v);
        }
        return best;
    }

    public static String describe(int[] values) {
        return Arrays.toString(values) + " mean=" + mean(values);
    }

    public static int grade(int score) {
        switch (score / 10) {
            case 10:
            case 9:
                return 1;
            case 8:
                return 2;
            case 7:
                return 3;
            default:
                return 4;
        }
    }
}

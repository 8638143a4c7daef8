import java.util.Arrays;

public class AppMain {

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception e) { // ok: DES-BROAD-CATCH
            System.err.println("fatal: " + e.getMessage());
            System.exit(1);
        }
    }

    private static void run(String[] args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("no arguments");
        }
        int[] nums = Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        System.out.println("sum = " + Arrays.stream(nums).sum());
    }
}

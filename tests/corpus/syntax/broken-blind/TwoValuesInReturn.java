public class TwoValuesInReturn {
    public static int sum(int x, int y) {
        return x y;
    }
}

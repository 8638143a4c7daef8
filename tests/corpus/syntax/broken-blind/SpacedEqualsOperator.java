public class SpacedEqualsOperator {
    public static boolean same(int a, int b) {
        if (a = = b) {
            return true;
        }
        return false;
    }
}

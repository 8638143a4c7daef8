public class SafeDivide {

    public static int divide(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return 0;
        } finally {
            return -1; // expect: QUA-RETURN-IN-FINALLY
        }
    }

    public static int divideOrZero(int a, int b) {
        int result = 0;
        try {
            result = a / b;
        } catch (ArithmeticException e) {
            result = 0;
        } finally {
            System.out.println("divided " + a + " by " + b); // ok: QUA-RETURN-IN-FINALLY
        }
        return result;
    }

    public static void main(String[] args) {
        System.out.println(divide(10, 2));
        System.out.println(divideOrZero(10, 0));
    }
}

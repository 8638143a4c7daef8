public class Bits {

    public static void main(String[] args) {
        int n = 37;
        int ones = 0;
        int copy = n;
        while (copy != 0) {
            ones += copy & 1;
            copy >>>= 1;
        }
        System.out.println(n + " has " + ones + " one bits");
        boolean even = false;
        if (even = (n % 2 == 0)) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            System.out.println("even");
        }
        if (n > 100); // expect: QUA-EMPTY-STATEMENT
        System.out.println(Integer.toBinaryString(n));
    }
}

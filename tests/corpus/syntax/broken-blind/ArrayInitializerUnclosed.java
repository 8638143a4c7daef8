public class ArrayInitializerUnclosed {
    public static void main(String[] args) {
        int[] primes = {2, 3, 5, 7;
        System.out.println(primes.length);
    }
}

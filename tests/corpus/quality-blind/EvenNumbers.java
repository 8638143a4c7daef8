package exercises.loops;

public class EvenNumbers {
    private final int limit;

    public EvenNumbers(int limit) {
        this.limit = limit;
    }

    public int countEven() {
        int count = 0;
        for (int i = 0; i <= limit; i++) {
            if (i % 2 == 0); // expect: QUA-EMPTY-STATEMENT
            count++;
        }
        return count;
    }

    public int sumEven() {
        int sum = 0;
        for (int i = 0; i <= limit; i += 2) {
            sum += i;
        }
        return sum;
    }

    public static void main(String[] args) {
        EvenNumbers numbers = new EvenNumbers(10);
        System.out.println(numbers.countEven() + " even numbers, sum " + numbers.sumEven());
    }
}

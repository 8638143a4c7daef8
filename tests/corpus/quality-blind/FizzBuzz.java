package exercises.loops;

public class FizzBuzz {
    private final int limit;

    public FizzBuzz(int limit) {
        this.limit = limit;
    }

    public String line(int n) {
        if (n % 15 == 0) {
            return "FizzBuzz";
        } else if (n % 3 == 0) {
            return "Fizz";
        } else if (n % 5 == 0) {
            return "Buzz";
        }
        return Integer.toString(n);
    }

    public void print() {
        for (int i = 1; i <= limit; i++) {
            System.out.println(line(i));
        }
    }

    public static void main(String[] args) {
        new FizzBuzz(args.length > 0 ? Integer.parseInt(args[0]) : 30).print();
    }
}

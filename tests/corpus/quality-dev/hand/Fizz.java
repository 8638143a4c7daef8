public class Fizz {
    public static void main(String[] args) {
        for (int i = 1; i <= 100; i++) {
            String s = "";
            if (i % 3 == 0) s += "Fizz";
            if (i % 5 == 0) s += "Buzz";
            if (s.isEmpty()) s = String.valueOf(i);
            System.out.println(s);
        }
    }
}

class Ternaries {
    static String fizz(int i) {
        return i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : String.valueOf(i);
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        int i = 1;
        do {
            sb.append(fizz(i)).append(i < 15 ? ", " : "");
            i++;
        } while (i <= 15);
        boolean ok = !(sb.length() == 0) && (sb.charAt(0) == '1' || sb.isEmpty());
        System.out.println(sb + " " + ok + (int) 'A' + (char) 66 + (double) 1 / 3);
    }
}

public class ExtraClosingBrace {
    public static int square(int x) {
        return x * x;
    }
    }

    public static int cube(int x) {
        return x * x * x;
    }
}
